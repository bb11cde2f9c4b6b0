import { BlobStoreModule, blobStoreEnv, loadConfig, type ServiceSpec } from '@deckforge/kit';
import { presentationConfigSchema } from './config';
import { BlobDigest, ExtractionCacheEntry } from './extraction/extraction-cache.entities';
import { GenerationModule } from './generation/generation.module';
import { GenerationJob } from './generation/generation-job.entity';
import { CreatePresentationTables1733000000000 } from './migrations/1733000000000-create-presentation-tables';

export const presentationEntities = [ExtractionCacheEntry, BlobDigest, GenerationJob];
export const presentationMigrations = [CreatePresentationTables1733000000000];

/** The presentation service: token counts and generation requests over RabbitMQ. */
export const presentationService = (
  env: Record<string, string | undefined> = process.env,
): ServiceSpec => ({
  name: 'presentation',
  configSchema: presentationConfigSchema,
  entities: presentationEntities,
  migrations: presentationMigrations,
  imports: [BlobStoreModule.forRoot(loadConfig(blobStoreEnv, env)), GenerationModule],
  publishesEvents: true,
});
