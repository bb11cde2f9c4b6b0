import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  BLOB_STORE,
  BlobNotFoundError,
  type BlobStore,
  type ByteRange,
} from '@deckforge/kit';
import type { FileAsset, StoredFile } from '@deckforge/proto';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { matchesEtag } from '../data/reference-data.cache';

const CACHE_CONTROL: Record<FileAsset['cache'], string> = {
  // System templates and their previews change only with a deployment.
  public: 'public, max-age=3600',
  // A person's own file: kept by their browser only, and checked again on each use.
  private: 'private, no-cache',
  // The placeholder stands in for a preview that is coming: never keep it.
  'no-store': 'no-store',
};

/**
 * Streams stored bytes to the browser with what it needs to handle them: type, length, name
 * (Content-Disposition, never a header injection), validators for caching, and byte ranges
 * so audio and video can seek.
 */
@Injectable()
export class FileReplies {
  constructor(@Inject(BLOB_STORE) private readonly blobs: BlobStore) {}

  /** GET /storage/download: always an attachment, the exact stored bytes. */
  async download(reply: FastifyReply, stored: StoredFile): Promise<FastifyReply> {
    const body = await this.open(stored.blobKey);
    return reply
      .header('content-type', stored.file.type)
      .header('content-length', String(stored.file.size))
      .header('content-disposition', contentDisposition(stored.file.name, { type: 'attachment' }))
      .header('cache-control', CACHE_CONTROL.private)
      .send(body);
  }

  /** GET /storage/files/<file_id>.<ext>: the address in `file_path`, ranges and 304s included. */
  async asset(
    request: FastifyRequest,
    reply: FastifyReply,
    asset: FileAsset,
  ): Promise<FastifyReply> {
    const etag = asset.sha256 ? `"${asset.sha256}"` : undefined;
    reply
      .header('content-type', asset.type)
      .header('content-disposition', contentDisposition(asset.name, { type: asset.disposition }))
      .header('cache-control', CACHE_CONTROL[asset.cache])
      .header('accept-ranges', 'bytes');
    if (etag) reply.header('etag', etag);
    if (etag && matchesEtag(request.headers['if-none-match'], etag))
      return reply.status(304).send();

    const range = this.rangeOf(request.headers.range, asset.size, reply);
    if (range === 'unsatisfiable') return reply;
    const body = await this.open(asset.blobKey, range);
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${asset.size}`)
        .header('content-length', String(range.end - range.start + 1));
    } else {
      reply.header('content-length', String(asset.size));
    }
    return reply.send(body);
  }

  /** One byte range, or none (whole file); several ranges are answered with the whole file. */
  private rangeOf(
    header: string | undefined,
    size: number,
    reply: FastifyReply,
  ): Required<ByteRange> | undefined | 'unsatisfiable' {
    if (!header) return undefined;
    const ranges = parseRange(size, header, { combine: true });
    if (ranges === -1) {
      reply.status(416).header('content-range', `bytes */${size}`).send();
      return 'unsatisfiable';
    }
    if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
    return { start: ranges[0].start, end: ranges[0].end };
  }

  private async open(blobKey: string, range?: ByteRange) {
    try {
      return await this.blobs.read(blobKey, range ? { range } : {});
    } catch (error) {
      if (error instanceof BlobNotFoundError) throw AppError.notFound('File not found');
      throw error;
    }
  }
}
