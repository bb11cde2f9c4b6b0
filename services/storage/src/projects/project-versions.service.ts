import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, BLOB_STORE, type BlobStore } from '@deckforge/kit';
import {
  EditingMessages,
  EditingRequestCode,
  ErrorCode,
  type ProjectPlanView,
  type ProjectVersionResult,
  type ProjectVersionSummary,
  type RpcParsedRequest,
  type StorageRpc,
} from '@deckforge/proto';
import type { EntityManager } from 'typeorm';
import { OrphanBlobsSweeper } from '../blobs/orphan-blobs.sweeper';
import { recordOrphans } from '../blobs/orphan-blob.entity';
import { blobKeysOf, toFileMetadata } from '../files/file-metadata';
import { FilesRepository } from '../files/files.repository';
import { ProjectVersionEntity, versionBlobKeys } from '../files/project-version.entity';
import { ProjectVersionsRepository } from '../files/project-versions.repository';
import { StoredFileEntity } from '../files/stored-file.entity';
import { PreviewQueue } from '../previews/preview.queue';
import { existingBlobs, sha256Of } from './blob-facts';
import { assetsOf, maskAssets, unmaskAssets } from './plan-assets';
import { type MadeRoom, ProjectQuota } from './project-quota.service';

type Prepare = RpcParsedRequest<typeof StorageRpc.prepareProjectRender>;
type Commit = RpcParsedRequest<typeof StorageRpc.commitProjectVersion>;
type Restore = RpcParsedRequest<typeof StorageRpc.restoreProjectVersion>;

const projectNotFound = () => AppError.notFound('Project not found');
const versionConflict = () =>
  new AppError(ErrorCode.Conflict, EditingMessages.versionConflict, {
    requestCode: EditingRequestCode.VersionConflict,
  });

/**
 * A project's plan and versions for the browser editor (docs/decisions.md, "Editing decks").
 * Only the owner reads or changes them. A new version (an edit, a template switch, a restore)
 * becomes current only if the version the editor started from still is — two tabs cannot
 * overwrite each other — and in one transaction with the file row, so a failure changes
 * nothing. The newest PROJECT_VERSIONS_KEPT versions are kept, and every version counts
 * against the person's quota (ProjectQuota: older versions give way first).
 */
@Injectable()
export class ProjectVersionsService {
  constructor(
    private readonly files: FilesRepository,
    private readonly versions: ProjectVersionsRepository,
    private readonly reaper: OrphanBlobsSweeper,
    private readonly previews: PreviewQueue,
    private readonly quota: ProjectQuota,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async plan(userId: string, fileId: string): Promise<ProjectPlanView> {
    const file = await this.ownProject(userId, fileId);
    const versions = await this.versions.list(fileId);
    const current = versions.find((version) => version.version === file.currentVersion);
    if (!current) throw AppError.notFound(EditingMessages.notEditable);
    const names = await this.templateNames(
      userId,
      versions.map((version) => version.templateId),
    );
    return {
      message: 'Plan fetched successfully',
      file: toFileMetadata(file),
      version: current.version,
      templateId: current.templateId,
      templateName: names.get(current.templateId) ?? null,
      plan: maskAssets(current.plan),
      versions: versions.map((version) => summary(version, names)),
    };
  }

  async prepareRender({ userId, fileId, baseVersion, plan }: Prepare) {
    const file = await this.ownProject(userId, fileId);
    if (file.currentVersion === null || file.currentVersion === undefined)
      throw AppError.notFound(EditingMessages.notEditable);
    if (baseVersion !== undefined && baseVersion !== file.currentVersion) throw versionConflict();
    const versions = await this.versions.list(fileId);
    const current = versions.find((version) => version.version === file.currentVersion)!;
    return {
      plan: unmaskAssets(plan, assetsOf(versions.map((version) => version.plan))),
      templateId: current.templateId,
      version: current.version,
      name: file.name,
    };
  }

  async commit(request: Commit): Promise<ProjectVersionResult> {
    const deck = await this.blobs.stat(request.blobKey);
    if (!deck) throw AppError.notFound('The rendered deck is not in the blob store');
    const slides = await existingBlobs(this.blobs, request.previewBlobKeys);
    if (slides.length !== request.previewBlobKeys.length)
      throw AppError.notFound('A slide preview is not in the blob store');
    const sha256 = await sha256Of(this.blobs, request.blobKey);
    return this.makeCurrent(request.userId, request.fileId, request.baseVersion, async (file) => {
      const done = await this.versions.findByRender(request.renderId);
      if (done) return done.fileId === file.id ? done : Promise.reject(projectNotFound());
      return {
        fileId: file.id,
        version: 0,
        renderId: request.renderId,
        origin: request.origin,
        restoredFrom: null,
        templateId: request.templateId,
        plan: request.plan,
        blobKey: request.blobKey,
        size: deck.size,
        sha256,
        slideCount: request.slideCount,
        slidePreviewKeys: request.previewBlobKeys,
        pdfKey: null,
        pdfSize: null,
        extraBytes: slides.reduce((sum, slide) => sum + slide.size, 0),
        createdAt: new Date(),
      };
    });
  }

  async restore({ userId, fileId, version, baseVersion }: Restore): Promise<ProjectVersionResult> {
    return this.makeCurrent(userId, fileId, baseVersion, async (file) => {
      const earlier = await this.versions.find(file.id, version);
      if (!earlier) throw AppError.notFound('This version is no longer kept');
      return {
        ...earlier,
        version: 0,
        renderId: randomUUID(),
        origin: 'restored',
        restoredFrom: earlier.version,
        createdAt: new Date(),
      };
    });
  }

  /**
   * In one transaction, with the project row locked: checks that `baseVersion` is current,
   * adds the version `make` describes (version 0: the next number; an existing version: a
   * repeated request, answered as it was), points the project at it and prunes old versions.
   */
  private async makeCurrent(
    userId: string,
    fileId: string,
    baseVersion: number,
    make: (file: StoredFileEntity) => Promise<ProjectVersionEntity>,
  ): Promise<ProjectVersionResult> {
    let orphans: string[] = [];
    let notice: string | undefined;
    const { file, version } = await this.files.transaction(async (manager) => {
      const locked = await manager.findOne(StoredFileEntity, {
        where: { id: fileId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!locked || locked.ownerId !== userId || locked.folder !== 'projects')
        throw projectNotFound();
      const next = await make(locked);
      if (next.version !== 0) return { file: locked, version: next.version };
      if (!locked.currentVersion) throw AppError.notFound(EditingMessages.notEditable);
      if (locked.currentVersion !== baseVersion) throw versionConflict();
      next.version = locked.currentVersion + 1;
      // A restore shares its blobs with the version it copies: it takes no more room.
      const shared = await this.versions.findByBlob(manager, locked.id, next.blobKey);
      await this.versions.insert(manager, next);
      const updated = await this.pointAt(manager, locked, next);
      const room: MadeRoom = shared ? { orphans: [] } : await this.quota.makeRoom(manager, userId);
      notice = room.notice;
      orphans = [...room.orphans, ...(await this.unusedBlobs(manager, locked, updated))];
      return { file: updated, version: next.version };
    });
    await this.reaper.reap(orphans);
    if (file.previewStatus === 'pending') this.previews.wake();
    return {
      message: notice
        ? `Version ${version} is the current one. ${notice}`
        : `Version ${version} is the current one`,
      file: toFileMetadata(file),
      version,
      ...(notice ? { notice } : {}),
    };
  }

  private async pointAt(
    manager: EntityManager,
    file: StoredFileEntity,
    version: ProjectVersionEntity,
  ): Promise<StoredFileEntity> {
    const [first] = version.slidePreviewKeys;
    const firstSize = first ? (await this.blobs.stat(first))?.size : undefined;
    const fields: Partial<StoredFileEntity> = {
      blobKey: version.blobKey,
      size: version.size,
      sha256: version.sha256,
      slidePreviewKeys: version.slidePreviewKeys,
      pdfKey: version.pdfKey,
      pdfSize: version.pdfSize,
      currentVersion: version.version,
      slideCount: version.slideCount,
      // The `.png` preview is the first slide; without slide images storage renders one.
      ...(first && firstSize !== undefined
        ? {
            previewStatus: 'ready' as const,
            previewKey: first,
            previewSize: firstSize,
            previewSha256: await sha256Of(this.blobs, first),
          }
        : {
            previewStatus: 'pending' as const,
            previewKey: null,
            previewSize: null,
            previewSha256: null,
            previewAttempts: 0,
            previewClaimedAt: null,
          }),
    };
    await manager.update(StoredFileEntity, { id: file.id }, fields);
    return { ...file, ...fields };
  }

  /** Blobs the project held before that neither it nor any kept version holds now. */
  private async unusedBlobs(
    manager: EntityManager,
    before: StoredFileEntity,
    after: StoredFileEntity,
  ): Promise<string[]> {
    const inUse = blobKeysOf(after);
    const pruned = await this.versions.prune(manager, after.id, after.currentVersion!, inUse);
    const kept = await manager.findBy(ProjectVersionEntity, { fileId: after.id });
    const used = new Set([...inUse, ...kept.flatMap(versionBlobKeys)]);
    // A pending preview is rendered again under the same key: that one is not an orphan.
    if (after.previewStatus === 'pending' && before.previewKey) used.add(before.previewKey);
    const orphans = [...pruned, ...blobKeysOf(before).filter((key) => !used.has(key))];
    await recordOrphans(manager, orphans);
    return orphans;
  }

  private async ownProject(userId: string, fileId: string): Promise<StoredFileEntity> {
    const file = await this.files.findById(fileId);
    if (!file || file.ownerId !== userId || file.folder !== 'projects') throw projectNotFound();
    return file;
  }

  /** Names of the templates the user may still use, by id. */
  private async templateNames(userId: string, ids: string[]): Promise<Map<string, string>> {
    const templates = await this.files.findReadable(userId, [...new Set(ids)]);
    return new Map(
      templates
        .filter((template) => template.folder === 'templates')
        .map((template) => [template.id, template.name.replace(/\.pptx?$/i, '')]),
    );
  }
}

function summary(version: ProjectVersionEntity, names: Map<string, string>): ProjectVersionSummary {
  return {
    version: version.version,
    origin: version.origin,
    ...(version.restoredFrom !== null ? { restoredFrom: version.restoredFrom } : {}),
    templateId: version.templateId,
    templateName: names.get(version.templateId) ?? null,
    slideCount: version.slideCount,
    createdAt: version.createdAt.toISOString(),
  };
}
