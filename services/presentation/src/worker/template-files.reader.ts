import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppError, BLOB_STORE, type BlobStore, zipLimitsFrom } from '@deckforge/kit';
import type { PresentationConfig } from '../config';
import { UnreadableFile } from '../engine/extract';
import { TemplateAccess } from '../generation/template-access.service';
import { TemplateError } from '../engine/template';
import { readTemplatePackage } from '../templates/template-package';

/** A template to render into: one the user may use, proven to be a sane zip before use. */
@Injectable()
export class TemplateFiles {
  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly templates: TemplateAccess,
  ) {}

  async load(userId: string, templateId: string): Promise<{ name: string; bytes: Buffer }> {
    const template = await this.templates.require(userId, templateId);
    const name = template.file.name;
    try {
      const bytes = await readTemplatePackage(
        this.blobs,
        template.blobKey,
        zipLimitsFrom(this.config),
      );
      return { name, bytes };
    } catch (error) {
      if (error instanceof UnreadableFile) throw unusable(name, error.reason);
      throw error;
    }
  }
}

/** A template the renderer could not use, told as the user's input. */
export function unusable(name: string, reason: string): AppError {
  return AppError.validation(`Could not use the template "${name}": ${reason}.`);
}

/** The renderer's refusal of a template, told as a validation error; other errors unchanged. */
export function templateRefusal(name: string) {
  return (error: unknown): never => {
    if (error instanceof TemplateError) throw unusable(name, error.message);
    throw error;
  };
}
