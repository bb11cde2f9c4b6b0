import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import { recordOrphans } from '../blobs/orphan-blob.entity';
import { blobKeysOf } from './file-metadata';
import { ProjectVersionsRepository } from './project-versions.repository';
import { StoredFileEntity } from './stored-file.entity';

/** The only place that queries the file library's rows. */
@Injectable()
export class FilesRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly versions: ProjectVersionsRepository,
  ) {}

  private get files() {
    return this.dataSource.getRepository(StoredFileEntity);
  }

  findById(id: string): Promise<StoredFileEntity | null> {
    return this.files.findOneBy({ id });
  }

  findByJobId(jobId: string): Promise<StoredFileEntity | null> {
    return this.files.findOneBy({ jobId });
  }

  /** A person's own files (every folder), newest first, then the system templates by name. */
  async listVisibleTo(userId: string): Promise<StoredFileEntity[]> {
    const own = await this.files.find({
      where: { ownerId: userId },
      order: { uploadedAt: 'DESC', id: 'ASC' },
    });
    return [...own, ...(await this.listSystemTemplates())];
  }

  listSystemTemplates(): Promise<StoredFileEntity[]> {
    return this.files.find({ where: { source: 'system' }, order: { name: 'ASC' } });
  }

  listOwnedBy(manager: EntityManager, userId: string): Promise<StoredFileEntity[]> {
    return manager.findBy(StoredFileEntity, { ownerId: userId });
  }

  /** System templates whose id is not among the shipped ones. */
  listRetiredSystemTemplates(shippedIds: string[]): Promise<StoredFileEntity[]> {
    return this.files.findBy({ source: 'system', id: Not(In(shippedIds)) });
  }

  /** Inserts a shipped template's row, or brings an existing one up to date with the shipped files. */
  async upsertSystemTemplate(row: Partial<StoredFileEntity>): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(StoredFileEntity)
      .values(row)
      .orUpdate(
        [
          'name',
          'size',
          'sha256',
          'blob_key',
          'template_category',
          'preview_status',
          'preview_key',
          'preview_size',
          'preview_sha256',
          'system_slug',
        ],
        ['id'],
      )
      .execute();
  }

  /** Files among `ids` that `userId` may read: their own, or system templates. */
  async findReadable(userId: string, ids: string[]): Promise<StoredFileEntity[]> {
    return this.files.find({
      where: [
        { id: In(ids), ownerId: userId },
        { id: In(ids), ownerId: IsNull(), source: 'system' },
      ],
    });
  }

  /** Which of `ids` are files (of anyone), in the caller's transaction. */
  async existingIds(manager: EntityManager, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await manager
      .getRepository(StoredFileEntity)
      .find({ select: { id: true }, where: { id: In(ids) } });
    return new Set(rows.map((row) => row.id));
  }

  async update(
    id: string,
    fields: Partial<StoredFileEntity>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.update(StoredFileEntity, { id }, fields);
  }

  /** The row, locked until the caller's transaction ends (changes to it queue behind). */
  lockById(manager: EntityManager, id: string): Promise<StoredFileEntity | null> {
    return manager.findOne(StoredFileEntity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async insert(manager: EntityManager, files: Array<Partial<StoredFileEntity>>): Promise<void> {
    await manager.insert(StoredFileEntity, files);
  }

  /**
   * Deletes rows (a project with its versions) and, in the same transaction, records their
   * blobs as orphans; the caller deletes the blobs after commit (and the orphan-blobs sweeper
   * does if that fails).
   */
  async deleteWithBlobs(manager: EntityManager, files: StoredFileEntity[]): Promise<string[]> {
    if (files.length === 0) return [];
    const keys = [
      ...new Set([
        ...files.flatMap(blobKeysOf),
        ...(await this.versions.blobKeysOf(
          manager,
          files.map((file) => file.id),
        )),
      ]),
    ];
    await recordOrphans(manager, keys);
    await manager.delete(
      StoredFileEntity,
      files.map((file) => file.id),
    );
    return keys;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
