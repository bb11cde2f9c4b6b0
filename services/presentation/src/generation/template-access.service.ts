import { Injectable } from '@nestjs/common';
import { AppError, ServiceClient } from '@deckforge/kit';
import { ErrorCode, Messages, StorageRpc, type StoredFile } from '@deckforge/proto';

const TEMPLATE_TYPES = /presentationml\.(?:presentation|template)$|\.(?:pptx|potx)$/i;

/**
 * Which templates a person may render into: a presentation (.pptx) or PowerPoint template
 * (.potx) in Templates, their own or a system one.
 */
@Injectable()
export class TemplateAccess {
  constructor(private readonly client: ServiceClient) {}

  async require(userId: string, templateId: string): Promise<StoredFile> {
    let template: StoredFile;
    try {
      template = await this.client.send(StorageRpc.get, { userId, fileId: templateId });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NotFound)
        throw AppError.notFound('Template not found');
      throw error;
    }
    if (
      template.file.folder !== 'templates' ||
      !(TEMPLATE_TYPES.test(template.file.type) || TEMPLATE_TYPES.test(template.file.name))
    )
      throw AppError.validation(Messages.templateRequired);
    return template;
  }
}
