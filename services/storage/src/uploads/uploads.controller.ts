import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { type RpcParsedRequest, StorageRpc } from '@deckforge/proto';
import { UploadsService } from './uploads.service';

@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @RpcHandler(StorageRpc.beginUpload)
  begin({
    userId,
    fileName,
    folder,
    earlierBytes,
  }: RpcParsedRequest<typeof StorageRpc.beginUpload>) {
    return this.uploads.begin(userId, fileName, folder, earlierBytes);
  }

  @RpcHandler(StorageRpc.completeUpload)
  complete({ userId, uploads }: RpcParsedRequest<typeof StorageRpc.completeUpload>) {
    return this.uploads.complete(userId, uploads);
  }

  @RpcHandler(StorageRpc.abortUpload)
  abort({ userId, uploadIds }: RpcParsedRequest<typeof StorageRpc.abortUpload>) {
    return this.uploads.abort(userId, uploadIds);
  }
}
