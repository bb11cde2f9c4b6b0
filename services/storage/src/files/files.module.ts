import { Module } from '@nestjs/common';
import { BlobsModule } from '../blobs/blobs.module';
import { FilesController } from './files.controller';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';

@Module({
  imports: [BlobsModule],
  controllers: [FilesController],
  providers: [FilesRepository, FilesService],
  exports: [FilesRepository],
})
export class FilesModule {}
