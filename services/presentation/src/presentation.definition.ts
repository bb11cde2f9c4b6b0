import { BlobStoreModule, type ServiceSpec } from '@deckforge/kit';
import { presentationConfigSchema } from './config';
import { BlobDigest, ExtractionCacheEntry } from './engine/extract';
import { GenerationJob } from './generation/generation-job.entity';
import { GenerationModule } from './generation/generation.module';
import { CreatePresentationTables1733000000000 } from './migrations/1733000000000-create-presentation-tables';
import { RenderJobs1734190000000 } from './migrations/1734190000000-render-jobs';
import { ExtractionLanguage1734500000000 } from './migrations/1734500000000-extraction-language';
import { TemplatesModule } from './templates/templates.module';

/** The presentation service: token counts and generation requests over RabbitMQ. */
export const presentationService: ServiceSpec<typeof presentationConfigSchema> = {
  name: 'presentation',
  configSchema: presentationConfigSchema,
  entities: [ExtractionCacheEntry, BlobDigest, GenerationJob],
  migrations: [
    CreatePresentationTables1733000000000,
    RenderJobs1734190000000,
    ExtractionLanguage1734500000000,
  ],
  imports: [BlobStoreModule.fromAppConfig(), GenerationModule, TemplatesModule],
  publishesEvents: true,
  keepsUserData: true,
};
