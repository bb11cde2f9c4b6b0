import { InjectQueue } from '@nestjs/bull';
import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { AppError, ServiceClient } from '@deckforge/kit';
import { ErrorCode, projectBlobKeys, StorageRpc } from '@deckforge/proto';
import type { Job, Queue } from 'bull';
import { PREVIEW_QUEUE, type PreviewJobData } from '../generation/generation-queue';
import { DeckPreviews } from './deck-previews';

/**
 * Renders the slide images and PDF of decks already handed to their owners, one at a time per
 * worker, and records them with storage. Best effort: a deck without them is still a deck
 * (storage previews its first slide itself).
 */
@Injectable()
export class SlidePreviewsProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SlidePreviewsProcessor.name);

  constructor(
    @InjectQueue(PREVIEW_QUEUE) private readonly queue: Queue<PreviewJobData>,
    private readonly previews: DeckPreviews,
    private readonly client: ServiceClient,
  ) {}

  onApplicationBootstrap() {
    this.queue.on('error', (error: Error) => this.logger.warn(`Preview queue: ${error.message}`));
    void this.queue.process(1, (job: Job<PreviewJobData>) => this.attach(job.data));
  }

  async beforeApplicationShutdown() {
    await this.queue.close();
  }

  private async attach({ userId, jobId, fileId }: PreviewJobData): Promise<void> {
    if (!this.previews.enabled) return;
    const keys = projectBlobKeys(userId, jobId);
    const previews = await this.previews.forStoredDeck(keys);
    if (previews.previewBlobKeys.length === 0) {
      // Nothing rendered (LibreOffice failed, or the deck was withdrawn): clear what an earlier,
      // interrupted attempt may have left.
      await this.previews.delete(keys);
      return;
    }
    try {
      await this.client.send(StorageRpc.attachProjectPreviews, { userId, fileId, ...previews });
    } catch (error) {
      // The project was deleted meanwhile: its previews would be nobody's.
      if (error instanceof AppError && error.code === ErrorCode.NotFound) {
        await this.previews.delete(keys);
        return;
      }
      throw error;
    }
  }
}
