import { Module } from '@nestjs/common';
import { BlobReaper } from './blob-reaper';

@Module({ providers: [BlobReaper], exports: [BlobReaper] })
export class BlobsModule {}
