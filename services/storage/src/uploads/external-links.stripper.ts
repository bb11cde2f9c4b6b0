import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  BLOB_STORE,
  type BlobStore,
  packageWithoutExternalLinks,
  type StoredBlob,
} from '@deckforge/kit';
import { officeKindOf } from './content-signatures';

/**
 * Takes out of an uploaded Office package everything it links from outside itself (pictures,
 * media, OLE objects, chart data, attached templates: docs/decisions.md, "No network from a
 * user's file"), before it is recorded, so that no server of ours that opens it later can be
 * made to fetch an address. Templates and documents alike; clickable web links stay.
 */
@Injectable()
export class ExternalLinksStripper {
  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  /**
   * Rewrites the package at `blobKey` without its external links; the new blob's size and hash,
   * or undefined when it had none (or is no Office package) and is kept as it was.
   */
  async strip(upload: {
    name: string;
    extension: string;
    blobKey: string;
  }): Promise<StoredBlob | undefined> {
    if (!officeKindOf(upload.extension)) return undefined;
    // Checked by the upload inspector first: the zip is bounded and readable.
    const original = await buffer(await this.blobs.read(upload.blobKey));
    let stripped: Buffer;
    try {
      ({ bytes: stripped } = await packageWithoutExternalLinks(original));
    } catch (error) {
      throw AppError.validation(`${upload.name} could not be read`, { reason: String(error) });
    }
    if (stripped === original) return undefined;
    return this.blobs.write(upload.blobKey, Readable.from([stripped]));
  }
}
