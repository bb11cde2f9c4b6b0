import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, APP_CONFIG } from '@deckforge/kit';
import { BYTES_PER_MB, EditingMessages, ErrorCode } from '@deckforge/proto';
import type { EntityManager } from 'typeorm';
import { recordOrphans } from '../blobs/orphan-blob.entity';
import type { StorageConfig } from '../config';
import { ProjectVersionEntity, versionBlobKeys } from '../files/project-version.entity';
import { StoredFileEntity } from '../files/stored-file.entity';
import { blobKeysOf } from '../files/file-metadata';
import { megabytes } from '../uploads/upload-quota.service';
import { largestHolders, projectBytes } from './project-bytes';

/** What making room did: a sentence for the person, and the blobs nothing holds any more. */
export interface MadeRoom {
  notice?: string;
  orphans: string[];
}

/** Holders named when nothing more can be pruned. */
const HOLDERS_NAMED = 3;

/**
 * USER_QUOTA_MB holds for what edits store too (docs/decisions.md, "Edited decks count against
 * the quota"): once a rendering a person caused for free is recorded (in the transaction that
 * records it), the person's uploads and counted versions must fit. Older versions (never a
 * project's current one) go first, the oldest first, and the person is told which; when that is
 * not enough the transaction is refused, naming the largest things to delete, and nothing is
 * recorded. Under the same per-person lock as uploads, so an upload and a save cannot pass the
 * quota together.
 */
@Injectable()
export class ProjectQuota {
  private readonly logger = new Logger(ProjectQuota.name);

  constructor(@Inject(APP_CONFIG) private readonly config: StorageConfig) {}

  private get quotaBytes(): number {
    return this.config.USER_QUOTA_MB * BYTES_PER_MB;
  }

  /** `newProject`: a project being recorded, never named as something to delete. */
  async makeRoom(manager: EntityManager, userId: string, newProject?: string): Promise<MadeRoom> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `storage-quota:${userId}`,
    ]);
    const fits = async () =>
      (await this.uploadBytes(manager, userId)) + (await projectBytes(manager, userId)) <=
      this.quotaBytes;
    if (await fits()) return { orphans: [] };

    const pruned: string[] = [];
    const orphans: string[] = [];
    for (const candidate of await this.olderVersions(manager, userId)) {
      orphans.push(...(await this.prune(manager, candidate.version)));
      pruned.push(`${candidate.name}, version ${candidate.version.version}`);
      if (await fits()) {
        this.logger.log(`Pruned ${pruned.length} versions of ${userId} to make room`);
        return { notice: EditingMessages.versionsPruned(pruned), orphans };
      }
    }
    const holders = await largestHolders(manager, userId, HOLDERS_NAMED, newProject);
    throw new AppError(
      ErrorCode.PayloadTooLarge,
      EditingMessages.storageFull(
        this.config.USER_QUOTA_MB,
        holders.map((holder) => `“${holder.name}” (${megabytes(holder.bytes)} MB)`),
      ),
    );
  }

  private async uploadBytes(manager: EntityManager, userId: string): Promise<number> {
    const [row] = (await manager.query(
      `SELECT coalesce(sum(size), 0) AS bytes FROM stored_files
        WHERE owner_id = $1 AND source = 'user' AND folder IN ('media', 'templates')`,
      [userId],
    )) as Array<{ bytes: string }>;
    return Number(row.bytes);
  }

  /**
   * The person's versions that count and are not their project's current one, oldest first. A
   * paid generation's rendering is never pruned for room: it takes none.
   */
  private async olderVersions(manager: EntityManager, userId: string) {
    const versions = await manager
      .createQueryBuilder(ProjectVersionEntity, 'v')
      .innerJoin(StoredFileEntity, 'f', 'f.id = v.file_id')
      .where('f.owner_id = :userId', { userId })
      .andWhere('v.version <> f.current_version')
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM project_versions g
          WHERE g.file_id = v.file_id AND g.blob_key = v.blob_key AND g.origin = 'generated')`,
      )
      .addSelect('f.name', 'file_name')
      .orderBy('v.created_at', 'ASC')
      .addOrderBy('v.version', 'ASC')
      .getRawAndEntities();
    return versions.entities.map((version, index) => ({
      version,
      name: (versions.raw[index] as { file_name: string }).file_name,
    }));
  }

  /** Deletes one version; answers its blobs that neither its project nor another version holds. */
  private async prune(manager: EntityManager, version: ProjectVersionEntity): Promise<string[]> {
    await manager.delete(ProjectVersionEntity, {
      fileId: version.fileId,
      version: version.version,
    });
    const file = await manager.findOneByOrFail(StoredFileEntity, { id: version.fileId });
    const kept = await manager.findBy(ProjectVersionEntity, { fileId: version.fileId });
    const used = new Set([...blobKeysOf(file), ...kept.flatMap(versionBlobKeys)]);
    const orphans = [...new Set(versionBlobKeys(version))].filter((key) => !used.has(key));
    await recordOrphans(manager, orphans);
    return orphans;
  }
}
