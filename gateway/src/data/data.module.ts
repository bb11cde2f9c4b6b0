import { Module } from '@nestjs/common';
import { DataController } from './data.controller';
import { ReferenceCache } from './reference-cache';

@Module({ controllers: [DataController], providers: [ReferenceCache] })
export class DataModule {}
