import { Module } from '@nestjs/common';
import { BlobsModule } from '../blobs/blobs.module';
import { FilesModule } from '../files/files.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UserDeactivationController } from './user-deactivation.controller';

@Module({
  imports: [BlobsModule, FilesModule, UploadsModule],
  controllers: [UserDeactivationController],
})
export class AccountsModule {}
