import { Module } from '@nestjs/common';
import { BlobsModule } from '../blobs/blobs.module';
import { FilesModule } from '../files/files.module';
import { PreviewsModule } from '../previews/previews.module';
import { ReferenceModule } from '../reference/reference.module';
import { TemplateReportsModule } from '../template-reports/template-reports.module';
import { AbortUpload } from './abort-upload.use-case';
import { BeginUpload } from './begin-upload.use-case';
import { CompleteUpload } from './complete-upload.use-case';
import { ExternalLinksStripper } from './external-links.stripper';
import { UploadChecks } from './upload.checks';
import { UploadDiscarder } from './upload.discarder';
import { UploadInspector } from './upload.inspector';
import { UploadQuota } from './upload-quota.service';
import { UploadsController } from './uploads.controller';
import { UploadsRepository } from './uploads.repository';

@Module({
  imports: [BlobsModule, FilesModule, PreviewsModule, ReferenceModule, TemplateReportsModule],
  controllers: [UploadsController],
  providers: [
    UploadsRepository,
    BeginUpload,
    CompleteUpload,
    AbortUpload,
    UploadChecks,
    UploadDiscarder,
    UploadInspector,
    UploadQuota,
    ExternalLinksStripper,
  ],
  exports: [UploadsRepository],
})
export class UploadsModule {}
