import { Module } from '@nestjs/common';
import { BlobsModule } from '../blobs/blobs.module';
import { FilesModule } from '../files/files.module';
import { SystemTemplatesRegistrar } from './system-templates.registrar';

@Module({ imports: [BlobsModule, FilesModule], providers: [SystemTemplatesRegistrar] })
export class SystemTemplatesModule {}
