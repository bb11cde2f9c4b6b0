import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BLOB_STORE, type BlobStore } from '@deckforge/kit';
import { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import { PPTX_MIME } from '../files/file-metadata';
import { FilesRepository } from '../files/files.repository';
import {
  PREVIEW_PLACEHOLDER,
  readSystemTemplateManifest,
  type SystemTemplateManifestEntry,
  systemTemplateFiles,
} from './system-assets';
import { SystemTemplateReports } from './system-template-reports.service';

interface LocalAsset {
  path: string;
  key: string;
  size: number;
  sha256: string;
}

/**
 * Registers the system templates that ship in `assets/system-templates` at start: their .pptx
 * and preview go to the blob store (only when missing or changed) and their rows are upserted
 * with fixed ids, so registering again, or from several replicas, changes nothing. Templates no
 * longer shipped are removed with their blobs.
 */
@Injectable()
export class SystemTemplatesRegistrar implements OnApplicationBootstrap {
  private readonly logger = new Logger(SystemTemplatesRegistrar.name);

  constructor(
    private readonly files: FilesRepository,
    private readonly reaper: OrphanBlobsSweeper,
    private readonly reports: SystemTemplateReports,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const manifest = readSystemTemplateManifest();
    await this.ensureBlob(await localAsset(PREVIEW_PLACEHOLDER.path, PREVIEW_PLACEHOLDER.blobKey));
    for (const entry of manifest) await this.register(entry);
    await this.removeRetired(manifest.map((entry) => entry.id));
    this.logger.log(`${manifest.length} system templates registered`);
    this.reports.start();
  }

  private async register(entry: SystemTemplateManifestEntry): Promise<void> {
    const paths = systemTemplateFiles(entry.slug);
    const pptx = await localAsset(paths.pptxPath, paths.pptxKey);
    const preview = await localAsset(paths.previewPath, paths.previewKey);
    const existing = await this.files.findById(entry.id);
    await this.ensureBlob(pptx, existing?.sha256);
    await this.ensureBlob(preview, existing?.previewSha256 ?? undefined);
    // New bytes, new report (worked out again by SystemTemplateReports).
    const reportStale = existing !== null && existing.sha256 !== pptx.sha256;
    await this.files.upsertSystemTemplate({
      id: entry.id,
      ownerId: null,
      source: 'system',
      folder: 'templates',
      name: `${entry.name}.pptx`,
      extension: 'pptx',
      mime: PPTX_MIME,
      size: pptx.size,
      sha256: pptx.sha256,
      blobKey: pptx.key,
      templateCategory: entry.category,
      previewStatus: 'ready',
      previewKey: preview.key,
      previewSize: preview.size,
      previewSha256: preview.sha256,
      systemSlug: entry.slug,
    });
    if (reportStale) await this.files.update(entry.id, { templateReport: null });
  }

  /** Writes a shipped file to the blob store unless the same bytes are already there. */
  private async ensureBlob(asset: LocalAsset, recordedSha256?: string): Promise<void> {
    const stored = await this.blobs.stat(asset.key);
    const unchanged =
      stored?.size === asset.size &&
      (recordedSha256 === undefined || recordedSha256 === asset.sha256);
    if (unchanged) return;
    await this.blobs.write(asset.key, createReadStream(asset.path));
  }

  private async removeRetired(shippedIds: string[]): Promise<void> {
    if (shippedIds.length === 0) return;
    const retired = await this.files.listRetiredSystemTemplates(shippedIds);
    if (retired.length === 0) return;
    const keys = await this.files.transaction((manager) =>
      this.files.deleteWithBlobs(manager, retired),
    );
    await this.reaper.reap(keys);
    this.logger.log(`Removed ${retired.length} retired system templates`);
  }
}

async function localAsset(path: string, key: string): Promise<LocalAsset> {
  const bytes = await readFile(path);
  return {
    path,
    key,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
