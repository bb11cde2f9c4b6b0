import { Module } from '@nestjs/common';
import { ReferenceDataClient } from './reference-data.client';

@Module({ providers: [ReferenceDataClient], exports: [ReferenceDataClient] })
export class ReferenceModule {}
