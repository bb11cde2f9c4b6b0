import { Controller } from '@nestjs/common';
import { RpcHandler } from '@deckforge/kit';
import { DataRpc } from '@deckforge/proto';
import { ReferenceDataRepository } from './reference-data.repository';

@Controller()
export class ReferenceDataController {
  constructor(private readonly repository: ReferenceDataRepository) {}

  @RpcHandler(DataRpc.templateCategories)
  async templateCategories() {
    return {
      data: await this.repository.templateCategories(),
      message: 'Template categories fetched successfully',
    };
  }

  @RpcHandler(DataRpc.deactivationReasons)
  async deactivationReasons() {
    return {
      data: await this.repository.deactivationReasons(),
      message: 'Deactivation reasons fetched successfully',
    };
  }

  @RpcHandler(DataRpc.supportedFiles)
  async supportedFiles() {
    return {
      data: await this.repository.supportedFiles(),
      message: 'Supported files fetched successfully',
    };
  }

  @RpcHandler(DataRpc.faq)
  async faq() {
    return { data: await this.repository.faq(), message: 'FAQ fetched successfully' };
  }

  @RpcHandler(DataRpc.news)
  async news() {
    return { data: await this.repository.news(), message: 'News fetched successfully' };
  }
}
