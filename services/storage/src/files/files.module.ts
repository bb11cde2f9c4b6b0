import { Module } from '@nestjs/common';
import { BlobsModule } from '../blobs/blobs.module';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';
import { ProjectVersionsRepository } from './project-versions.repository';

@Module({
  imports: [BlobsModule],
  controllers: [FilesController],
  providers: [FilesRepository, FilesService, ProjectVersionsRepository],
  exports: [FilesRepository, ProjectVersionsRepository],
})
export class FilesModule {}
