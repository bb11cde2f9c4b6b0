import { Module } from '@nestjs/common';
import { BlobReaper } from './blob-reaper';
import { OrphanBlobsRepository } from './orphan-blobs.repository';

@Module({ providers: [BlobReaper, OrphanBlobsRepository], exports: [BlobReaper] })
export class BlobsModule {}
