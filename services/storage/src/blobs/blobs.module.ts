import { Module } from '@nestjs/common';
import { OrphanBlobsSweeper } from './orphan-blobs.sweeper';
import { OrphanBlobsRepository } from './orphan-blobs.repository';

@Module({ providers: [OrphanBlobsSweeper, OrphanBlobsRepository], exports: [OrphanBlobsSweeper] })
export class BlobsModule {}
