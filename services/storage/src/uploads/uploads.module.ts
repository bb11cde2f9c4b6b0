import { Module } from '@nestjs/common';
import { BlobsModule } from '../blobs/blobs.module';
import { FilesModule } from '../files/files.module';
import { PreviewsModule } from '../previews/previews.module';
import { ReferenceModule } from '../reference/reference.module';
import { TemplateReportsModule } from '../template-reports/template-reports.module';
import { ExternalLinksStripper } from './external-links.stripper';
import { UploadInspector } from './upload.inspector';
import { UploadQuota } from './upload-quota.service';
import { UploadsController } from './uploads.controller';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

@Module({
  imports: [BlobsModule, FilesModule, PreviewsModule, ReferenceModule, TemplateReportsModule],
  controllers: [UploadsController],
  providers: [
    UploadsRepository,
    UploadsService,
    UploadInspector,
    UploadQuota,
    ExternalLinksStripper,
  ],
  exports: [UploadsRepository],
})
export class UploadsModule {}
