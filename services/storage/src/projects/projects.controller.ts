import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { type RpcParsedRequest, StorageRpc } from '@deckforge/proto';
import { ProjectPreviewsService } from './project-previews.service';
import { ProjectVersionsService } from './project-versions.service';
import { ProjectsService } from './projects.service';

@Controller()
export class ProjectsController {
  constructor(
    private readonly projects: ProjectsService,
    private readonly versions: ProjectVersionsService,
    private readonly previews: ProjectPreviewsService,
  ) {}

  @RpcHandler(StorageRpc.registerProject)
  register(registration: RpcParsedRequest<typeof StorageRpc.registerProject>) {
    return this.projects.register(registration);
  }

  @RpcHandler(StorageRpc.attachProjectPreviews)
  attachPreviews(previews: RpcParsedRequest<typeof StorageRpc.attachProjectPreviews>) {
    return this.previews.attach(previews);
  }

  @RpcHandler(StorageRpc.discardProjectPreviews)
  discardPreviews(request: RpcParsedRequest<typeof StorageRpc.discardProjectPreviews>) {
    return this.previews.discard(request);
  }

  @RpcHandler(StorageRpc.projectPlan)
  plan({ userId, fileId }: RpcParsedRequest<typeof StorageRpc.projectPlan>) {
    return this.versions.plan(userId, fileId);
  }

  @RpcHandler(StorageRpc.prepareProjectRender)
  prepareRender(request: RpcParsedRequest<typeof StorageRpc.prepareProjectRender>) {
    return this.versions.prepareRender(request);
  }

  @RpcHandler(StorageRpc.commitProjectVersion)
  commitVersion(request: RpcParsedRequest<typeof StorageRpc.commitProjectVersion>) {
    return this.versions.commit(request);
  }

  @RpcHandler(StorageRpc.restoreProjectVersion)
  restoreVersion(request: RpcParsedRequest<typeof StorageRpc.restoreProjectVersion>) {
    return this.versions.restore(request);
  }
}
