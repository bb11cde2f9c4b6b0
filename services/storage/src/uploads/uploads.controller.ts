import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { type RpcParsedRequest, StorageRpc } from '@deckforge/proto';
import { AbortUpload } from './abort-upload.use-case';
import { BeginUpload } from './begin-upload.use-case';
import { CompleteUpload } from './complete-upload.use-case';

@Controller()
export class UploadsController {
  constructor(
    private readonly beginUpload: BeginUpload,
    private readonly completeUpload: CompleteUpload,
    private readonly abortUpload: AbortUpload,
  ) {}

  @RpcHandler(StorageRpc.beginUpload)
  begin({
    userId,
    fileName,
    folder,
    earlierBytes,
  }: RpcParsedRequest<typeof StorageRpc.beginUpload>) {
    return this.beginUpload.execute({ userId, fileName, folder, earlierBytes });
  }

  @RpcHandler(StorageRpc.completeUpload)
  complete({ userId, uploads }: RpcParsedRequest<typeof StorageRpc.completeUpload>) {
    return this.completeUpload.execute(userId, uploads);
  }

  @RpcHandler(StorageRpc.abortUpload)
  abort({ userId, uploadIds }: RpcParsedRequest<typeof StorageRpc.abortUpload>) {
    return this.abortUpload.execute(userId, uploadIds);
  }
}
