import { Module } from '@nestjs/common';
import { PreviewQueue } from './preview-queue';

@Module({ providers: [PreviewQueue], exports: [PreviewQueue] })
export class PreviewsModule {}
