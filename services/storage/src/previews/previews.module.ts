import { Module } from '@nestjs/common';
import { PreviewClaimsRepository } from './preview-claims.repository';
import { PreviewQueue } from './preview.queue';

@Module({ providers: [PreviewQueue, PreviewClaimsRepository], exports: [PreviewQueue] })
export class PreviewsModule {}
