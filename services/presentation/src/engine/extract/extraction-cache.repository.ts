import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BlobDigest } from './blob-digest.entity';
import { ExtractionCacheEntry } from './extraction-cache-entry.entity';

/**
 * What an entry is kept under beside its content: the extractor's version, and the spoken
 * language for a recording ('' for anything else: its reading does not depend on it).
 */
export type CacheKey = Pick<ExtractionCacheEntry, 'version' | 'language'>;

/** The only place that queries the extraction cache and the blob digests. */
@Injectable()
export class ExtractionCacheRepository {
  constructor(private readonly dataSource: DataSource) {}

  async digestOf(blobKey: string): Promise<BlobDigest | null> {
    return this.dataSource.getRepository(BlobDigest).findOneBy({ blobKey });
  }

  async rememberDigest(blobKey: string, sha256: string, size: number): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(BlobDigest)
      .values({ blobKey, sha256, size })
      .orIgnore()
      .execute();
  }

  /** The entry for this content and key, marking it used. */
  async find(contentSha256: string, key: CacheKey): Promise<ExtractionCacheEntry | null> {
    const where = { contentSha256, version: key.version, language: key.language };
    const entry = await this.dataSource.getRepository(ExtractionCacheEntry).findOneBy(where);
    if (entry)
      await this.dataSource
        .getRepository(ExtractionCacheEntry)
        .update(where, { usedAt: new Date() });
    return entry;
  }

  /**
   * Deletes up to `limit` entries unused since `before` (other replicas skip the rows this one
   * holds) and answers them, with whether another entry still uses the same content.
   */
  async removeUnused(
    before: Date,
    limit: number,
  ): Promise<Array<{ entry: ExtractionCacheEntry; contentStillCached: boolean }>> {
    return this.dataSource.transaction(async (manager) => {
      const stale = await manager
        .createQueryBuilder(ExtractionCacheEntry, 'e')
        .where('e.used_at < :before', { before })
        .orderBy('e.used_at', 'ASC')
        .limit(limit)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      const removed = [];
      for (const entry of stale) {
        await manager.delete(ExtractionCacheEntry, {
          contentSha256: entry.contentSha256,
          version: entry.version,
          language: entry.language,
        });
        const others = await manager.countBy(ExtractionCacheEntry, {
          contentSha256: entry.contentSha256,
        });
        removed.push({ entry, contentStillCached: others > 0 });
      }
      return removed;
    });
  }

  /** Stores an entry; a concurrent extraction of the same content stored the same answer. */
  async save(entry: Omit<ExtractionCacheEntry, 'createdAt' | 'usedAt'>): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ExtractionCacheEntry)
      .values(entry)
      .orUpdate(
        ['kind', 'text_tokens', 'source', 'failure', 'without_speech', 'used_at'],
        ['content_sha256', 'version', 'language'],
      )
      .execute();
  }
}
