import { Module } from '@nestjs/common';
import { BlobsModule } from '../blobs/blobs.module';
import { FilesModule } from '../files/files.module';
import { TemplateReportsModule } from '../template-reports/template-reports.module';
import { SystemTemplateReports } from './system-template-reports.service';
import { SystemTemplatesRegistrar } from './system-templates.registrar';

@Module({
  imports: [BlobsModule, FilesModule, TemplateReportsModule],
  providers: [SystemTemplatesRegistrar, SystemTemplateReports],
})
export class SystemTemplatesModule {}
