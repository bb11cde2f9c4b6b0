import { BlobStoreModule, type ServiceSpec } from '@deckforge/kit';
import type { presentationConfigSchema } from '../config';
import { presentationService } from '../presentation.definition';
import { QueueReadiness } from './queue.readiness';
import { WorkerModule } from './worker.module';

/**
 * The generation worker as its own process (scaled separately from the service), booted by the
 * kit like every service: the same configuration and schema as the service, no RabbitMQ consumer
 * (it only calls storage and billing), and a health port that also checks the queue.
 */
export const presentationWorker: ServiceSpec<typeof presentationConfigSchema> = {
  ...presentationService,
  imports: [BlobStoreModule.fromAppConfig(), WorkerModule],
  worker: true,
  readiness: { checks: [QueueReadiness], imports: [WorkerModule] },
};
