import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { type RpcParsedRequest, StorageRpc } from '@deckforge/proto';
import { FilesService } from './files.service';

@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @RpcHandler(StorageRpc.list)
  list({ userId }: RpcParsedRequest<typeof StorageRpc.list>) {
    return this.files.list(userId);
  }

  @RpcHandler(StorageRpc.listSystemTemplates)
  listSystemTemplates() {
    return this.files.listSystemTemplates();
  }

  @RpcHandler(StorageRpc.get)
  get({ userId, fileId }: RpcParsedRequest<typeof StorageRpc.get>) {
    return this.files.get(userId, fileId);
  }

  @RpcHandler(StorageRpc.resolve)
  resolve({ userId, fileIds }: RpcParsedRequest<typeof StorageRpc.resolve>) {
    return this.files.resolve(userId, fileIds);
  }

  @RpcHandler(StorageRpc.delete)
  delete({ userId, fileId }: RpcParsedRequest<typeof StorageRpc.delete>) {
    return this.files.delete(userId, fileId);
  }

  @RpcHandler(StorageRpc.openAsset)
  openAsset({ userId, fileId, extension, slide }: RpcParsedRequest<typeof StorageRpc.openAsset>) {
    return this.files.openAsset(userId, fileId, extension, slide);
  }
}
