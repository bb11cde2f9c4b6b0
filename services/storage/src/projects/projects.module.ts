import { Module } from '@nestjs/common';
import { BlobsModule } from '../blobs/blobs.module';
import { FilesModule } from '../files/files.module';
import { PreviewsModule } from '../previews/previews.module';
import { ProjectPreviewsService } from './project-previews.service';
import { ProjectQuota } from './project-quota.service';
import { ProjectVersionsService } from './project-versions.service';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';

@Module({
  imports: [BlobsModule, FilesModule, PreviewsModule],
  controllers: [ProjectsController],
  providers: [ProjectsService, ProjectPreviewsService, ProjectVersionsService, ProjectQuota],
})
export class ProjectsModule {}
