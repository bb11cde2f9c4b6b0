import { Injectable } from '@nestjs/common';
import { PROJECT_VERSIONS_KEPT } from '@deckforge/proto';
import { DataSource, type EntityManager, In, LessThanOrEqual } from 'typeorm';
import { ProjectVersionEntity, versionBlobKeys } from './project-version.entity';

export type VersionPreviews = Partial<
  Pick<ProjectVersionEntity, 'slidePreviewKeys' | 'pdfKey' | 'pdfSize'>
>;

/** The only place that queries project versions. */
@Injectable()
export class ProjectVersionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get versions() {
    return this.dataSource.getRepository(ProjectVersionEntity);
  }

  find(fileId: string, version: number): Promise<ProjectVersionEntity | null> {
    return this.versions.findOneBy({ fileId, version });
  }

  findByRender(
    renderId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ProjectVersionEntity | null> {
    return manager.findOneBy(ProjectVersionEntity, { renderId });
  }

  /** Newest first. */
  list(fileId: string): Promise<ProjectVersionEntity[]> {
    return this.versions.find({ where: { fileId }, order: { version: 'DESC' } });
  }

  /** A version of the project that holds this deck already (the one a restore copies). */
  findByBlob(manager: EntityManager, fileId: string, blobKey: string) {
    return manager.findOneBy(ProjectVersionEntity, { fileId, blobKey });
  }

  async insert(manager: EntityManager, version: ProjectVersionEntity): Promise<void> {
    await manager.insert(ProjectVersionEntity, version);
  }

  /** Slide images and/or PDF of one rendering, on every version that shows it (restores too). */
  async attach(
    blobKey: string,
    previews: VersionPreviews,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.update(ProjectVersionEntity, { blobKey }, previews);
  }

  /** Every blob held by the versions of these projects (before they are deleted with them). */
  async blobKeysOf(manager: EntityManager, fileIds: string[]): Promise<string[]> {
    if (fileIds.length === 0) return [];
    const versions = await manager.findBy(ProjectVersionEntity, { fileId: In(fileIds) });
    return versions.flatMap(versionBlobKeys);
  }

  /**
   * Deletes the versions older than the PROJECT_VERSIONS_KEPT newest; answers the blobs nothing
   * else uses any more (a restored version shares its blobs with the one it copied, and the
   * file row holds the current ones: `inUse`).
   */
  async prune(
    manager: EntityManager,
    fileId: string,
    newest: number,
    inUse: string[],
  ): Promise<string[]> {
    const oldest = newest - PROJECT_VERSIONS_KEPT;
    if (oldest < 1) return [];
    const dropped = await manager.findBy(ProjectVersionEntity, {
      fileId,
      version: LessThanOrEqual(oldest),
    });
    if (dropped.length === 0) return [];
    await manager.delete(ProjectVersionEntity, { fileId, version: LessThanOrEqual(oldest) });
    const kept = await manager.findBy(ProjectVersionEntity, { fileId });
    const used = new Set([...inUse, ...kept.flatMap(versionBlobKeys)]);
    return [...new Set(dropped.flatMap(versionBlobKeys))].filter((key) => !used.has(key));
  }
}
