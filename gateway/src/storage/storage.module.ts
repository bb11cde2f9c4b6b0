import { Module } from '@nestjs/common';
import { DataModule } from '../data/data.module';
import { FileReplies } from './file-replies.service';
import { StorageController } from './storage.controller';
import { UploadReceiver } from './upload.receiver';

@Module({
  imports: [DataModule],
  controllers: [StorageController],
  providers: [UploadReceiver, FileReplies],
})
export class StorageModule {}
