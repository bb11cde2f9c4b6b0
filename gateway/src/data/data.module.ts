import { Module } from '@nestjs/common';
import { DataController } from './data.controller';
import { ReferenceCache } from './reference-data.cache';

@Module({ controllers: [DataController], providers: [ReferenceCache], exports: [ReferenceCache] })
export class DataModule {}
