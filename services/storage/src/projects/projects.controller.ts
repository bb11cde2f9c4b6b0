import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { type RpcParsedRequest, StorageRpc } from '@deckforge/proto';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @RpcHandler(StorageRpc.registerProject)
  register(registration: RpcParsedRequest<typeof StorageRpc.registerProject>) {
    return this.projects.register(registration);
  }

  @RpcHandler(StorageRpc.attachProjectPreviews)
  attachPreviews(previews: RpcParsedRequest<typeof StorageRpc.attachProjectPreviews>) {
    return this.projects.attachPreviews(previews);
  }
}
