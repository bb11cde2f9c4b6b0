import { Inject, Injectable } from '@nestjs/common';
import { AppError, APP_CONFIG } from '@deckforge/kit';
import { BYTES_PER_MB, ErrorCode, Messages, type UploadFolder } from '@deckforge/proto';
import { DataSource, type EntityManager } from 'typeorm';
import type { StorageConfig } from '../config';
import { MAX_PREVIEW_ATTEMPTS } from '../previews/preview.queue';
import { projectBytes } from '../projects/project-bytes';

/** What a person's uploads and edited decks take now (decks they paid for do not count). */
export interface LibraryUsage {
  files: number;
  bytes: number;
  /** Templates whose preview is still to be rendered. */
  pendingPreviews: number;
}

/** How much the next file of an upload may take, and what to say when it takes more. */
export interface UploadAllowance {
  maxBytes: number;
  tooLargeMessage: string;
}

/** A stored row about to be recorded: only what the quota looks at. */
interface NewFile {
  size: number;
  previewStatus: string;
}

/** MB for a person: whole above 10, else one or two decimals; rounded down, never overstated. */
export const megabytes = (bytes: number) => {
  const value = bytes / BYTES_PER_MB;
  const decimals = value >= 10 ? 0 : value >= 1 ? 1 : 2;
  const factor = 10 ** decimals;
  return String(Math.floor(value * factor) / factor);
};

/**
 * Per-person limits of the library (docs/decisions.md, "Storage quotas"): USER_QUOTA_MB bytes
 * and USER_QUOTA_FILES files of uploads, and MAX_PENDING_PREVIEWS templates waiting for their
 * LibreOffice preview, so one person can neither fill the disk nor queue previews ahead of
 * everyone else. `allowance` refuses early, before any byte is stored; `assertRoomFor` decides,
 * inside the transaction that records the files and under a per-person lock, so concurrent
 * uploads cannot pass the limits together.
 */
@Injectable()
export class UploadQuota {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: StorageConfig,
  ) {}

  private get quotaBytes(): number {
    return this.config.USER_QUOTA_MB * BYTES_PER_MB;
  }

  /**
   * Before a file's bytes are streamed: refuses when the library is full (files, bytes, or
   * previews waiting), and bounds the file by the room left. `earlierBytes` is what the same
   * request already streamed (not recorded yet); its files are counted as open uploads.
   */
  async allowance(
    userId: string,
    fileName: string,
    folder: UploadFolder,
    earlierBytes: number,
  ): Promise<UploadAllowance> {
    const usage = await this.usage(this.dataSource.manager, userId, true);
    this.assertFileCount(usage.files + 1);
    if (folder === 'templates') this.assertPreviewRoom(usage.pendingPreviews + 1);
    if (usage.bytes >= this.quotaBytes) throw storageFull(this.config.USER_QUOTA_MB);
    const left = this.quotaBytes - usage.bytes - earlierBytes;
    if (left <= 0) {
      throw new AppError(
        ErrorCode.PayloadTooLarge,
        `These files do not fit in your storage: ${megabytes(this.quotaBytes - usage.bytes)} MB of your ${this.config.USER_QUOTA_MB} MB are left. Delete files you no longer need to make room.`,
      );
    }
    const fileLimit = this.config.MAX_UPLOAD_MB * BYTES_PER_MB;
    if (fileLimit <= left) {
      return {
        maxBytes: fileLimit,
        tooLargeMessage: Messages.fileTooLarge(fileName, this.config.MAX_UPLOAD_MB),
      };
    }
    return { maxBytes: left, tooLargeMessage: doesNotFit(fileName, left, this.config) };
  }

  /** In the recording transaction: the files fit, counting everything already recorded. */
  async assertRoomFor(
    manager: EntityManager,
    userId: string,
    files: Array<NewFile & { name: string }>,
  ): Promise<void> {
    // One person's recordings queue here; other people's never wait for them.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `storage-quota:${userId}`,
    ]);
    const usage = await this.usage(manager, userId, false);
    this.assertFileCount(usage.files + files.length);
    this.assertPreviewRoom(
      usage.pendingPreviews + files.filter((file) => file.previewStatus === 'pending').length,
    );
    let bytes = usage.bytes;
    for (const file of files) {
      const left = this.quotaBytes - bytes;
      bytes += file.size;
      if (bytes <= this.quotaBytes) continue;
      throw left <= 0
        ? storageFull(this.config.USER_QUOTA_MB)
        : new AppError(ErrorCode.PayloadTooLarge, doesNotFit(file.name, left, this.config));
    }
  }

  private assertFileCount(files: number): void {
    if (files > this.config.USER_QUOTA_FILES) {
      throw new AppError(
        ErrorCode.PayloadTooLarge,
        `You can keep at most ${this.config.USER_QUOTA_FILES} uploaded files. Delete files you no longer need to upload more.`,
      );
    }
  }

  /** Previews are only ever waited for when they are rendered at all. */
  private assertPreviewRoom(pending: number): void {
    if (this.config.PREVIEWS === 'off' || pending <= this.config.MAX_PENDING_PREVIEWS) return;
    throw new AppError(
      ErrorCode.RateLimited,
      `Previews of your last ${this.config.MAX_PENDING_PREVIEWS} templates are still being made. Please upload more templates once they are ready (usually within a minute).`,
    );
  }

  /** Recorded uploads, plus (before streaming) the uploads still open: one statement. */
  private async usage(
    manager: EntityManager,
    userId: string,
    withOpenUploads: boolean,
  ): Promise<LibraryUsage> {
    const [row] = (await manager.query(
      `SELECT count(*) AS files, coalesce(sum(size), 0) AS bytes,
              count(*) FILTER (WHERE preview_status = 'pending' AND preview_attempts < $2)
                AS pending_previews,
              (SELECT count(*) FROM pending_uploads WHERE $3 AND owner_id = $1) AS open_files,
              (SELECT count(*) FROM pending_uploads
                WHERE $3 AND owner_id = $1 AND folder = 'templates') AS open_templates
         FROM stored_files
        WHERE owner_id = $1 AND source = 'user' AND folder IN ('media', 'templates')`,
      [userId, MAX_PREVIEW_ATTEMPTS, withOpenUploads],
    )) as Array<Record<string, string>>;
    return {
      files: Number(row.files) + Number(row.open_files),
      // Versions edits made count too (project-bytes.ts); a paid generation's decks do not.
      bytes: Number(row.bytes) + (await projectBytes(manager, userId)),
      pendingPreviews: Number(row.pending_previews) + Number(row.open_templates),
    };
  }
}

function storageFull(quotaMb: number): AppError {
  return new AppError(
    ErrorCode.PayloadTooLarge,
    `Your storage is full: uploads may take ${quotaMb} MB in all. Delete files you no longer need to upload more.`,
  );
}

function doesNotFit(fileName: string, leftBytes: number, config: StorageConfig): string {
  return `${fileName} does not fit in your storage: ${megabytes(leftBytes)} MB of your ${config.USER_QUOTA_MB} MB are left. Delete files you no longer need to make room.`;
}
