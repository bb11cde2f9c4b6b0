import { Injectable } from '@nestjs/common';
import { UploadDiscarder } from './upload.discarder';

/** A person cancels uploads they began: the records and whatever bytes arrived go. */
@Injectable()
export class AbortUpload {
  constructor(private readonly discarder: UploadDiscarder) {}

  async execute(userId: string, uploadIds: string[]): Promise<{ message: string }> {
    await this.discarder.discard(userId, uploadIds);
    return { message: 'Upload cancelled' };
  }
}
