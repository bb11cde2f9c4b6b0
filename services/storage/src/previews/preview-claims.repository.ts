import { Injectable } from '@nestjs/common';
import { affectedRows } from '@deckforge/kit';
import { DataSource } from 'typeorm';

/** A stored file whose preview this process claimed. */
export interface ClaimedFile {
  id: string;
  name: string;
  blob_key: string;
  extension: string;
  preview_attempts: number;
}

/** The rendered preview of a file, as stored in the blob store. */
export interface StoredPreview {
  key: string;
  size: number;
  sha256: string;
}

/**
 * The preview columns of `stored_files`, used as a work queue: a claim takes one pending file
 * (skip-locked, so replicas never wait on each other) and counts the attempt.
 */
@Injectable()
export class PreviewClaimsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Claims the oldest pending file not past `maxAttempts` whose earlier claim (if any) expired. */
  async claimNext(
    maxAttempts: number,
    claimExpirySeconds: number,
  ): Promise<ClaimedFile | undefined> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, count].
    const [rows] = (await this.dataSource.query(
      `UPDATE stored_files
          SET preview_claimed_at = now(), preview_attempts = preview_attempts + 1
        WHERE id = (
          SELECT id FROM stored_files
           WHERE preview_status = 'pending' AND preview_attempts < $1
             AND (preview_claimed_at IS NULL OR preview_claimed_at < now() - make_interval(secs => $2))
           ORDER BY uploaded_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED)
       RETURNING id, name, blob_key, extension, preview_attempts`,
      [maxAttempts, claimExpirySeconds],
    )) as [ClaimedFile[], number];
    return rows[0];
  }

  /** Marks the preview ready; false when the file was deleted meanwhile. */
  async markReady(fileId: string, preview: StoredPreview): Promise<boolean> {
    const updated = affectedRows(
      await this.dataSource.query(
        `UPDATE stored_files
            SET preview_status = 'ready', preview_key = $2, preview_size = $3, preview_sha256 = $4,
                preview_claimed_at = NULL
          WHERE id = $1`,
        [fileId, preview.key, preview.size, preview.sha256],
      ),
    );
    return updated > 0;
  }

  /** Gives the claim and its attempt back (the work was interrupted, not failed). */
  async giveBack(fileId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE stored_files SET preview_claimed_at = NULL, preview_attempts = preview_attempts - 1
        WHERE id = $1`,
      [fileId],
    );
  }

  async markFailed(fileId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE stored_files SET preview_status = 'failed', preview_claimed_at = NULL WHERE id = $1`,
      [fileId],
    );
  }
}
