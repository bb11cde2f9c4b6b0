import { InjectQueue } from '@nestjs/bull';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, AppError, ServiceClient } from '@deckforge/kit';
import { ErrorCode, projectBlobKeys, StorageRpc } from '@deckforge/proto';
import type { Job, Queue } from 'bull';
import type { PresentationConfig } from '../config';
import {
  PDF_QUEUE,
  PREVIEW_QUEUE,
  type PreviewJobData,
  previewJobOptions,
} from '../generation/generation-queue';
import { DeckPreviews } from './deck-previews.renderer';

/**
 * Draws the slide images of decks already handed to their owners and records them with
 * storage as they come: the first slide as soon as it is stored, then longer runs. Then the
 * deck's PDF is queued. Best effort: a deck without them is still a deck (storage previews its
 * first slide itself).
 */
@Injectable()
export class SlidePreviewsProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SlidePreviewsProcessor.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @InjectQueue(PREVIEW_QUEUE) private readonly queue: Queue<PreviewJobData>,
    @InjectQueue(PDF_QUEUE) private readonly pdfs: Queue<PreviewJobData>,
    private readonly previews: DeckPreviews,
    private readonly client: ServiceClient,
  ) {}

  onApplicationBootstrap() {
    this.queue.on('error', (error: Error) => this.logger.warn(`Preview queue: ${error.message}`));
    // One deck per office at most: the pool hands them out.
    void this.queue.process(Math.max(1, this.config.PREVIEW_OFFICES), (job: Job<PreviewJobData>) =>
      this.attach(job.data),
    );
  }

  async beforeApplicationShutdown() {
    await this.queue.close();
  }

  private async attach(data: PreviewJobData): Promise<void> {
    if (!this.previews.enabled) return;
    const { userId, jobId, fileId, slideCount } = data;
    const keys = projectBlobKeys(userId, jobId);
    const record = (previewBlobKeys: string[]) =>
      this.client.send(StorageRpc.attachProjectPreviews, {
        userId,
        fileId,
        renderId: jobId,
        previewBlobKeys,
      });
    let recorded = 0;
    try {
      // Projects shows the slides as they come, from the first one on.
      const slides = await this.previews.slides(keys, slideCount, async (run) => {
        await record(run);
        recorded = run.length;
      });
      if (slides.length > recorded) await record(slides);
    } catch (error) {
      // The project was deleted meanwhile (its previews would be nobody's), or LibreOffice
      // failed: clear what was stored.
      if (!(error instanceof AppError && error.code === ErrorCode.NotFound))
        this.logger.warn({ message: `The deck ${fileId} stays without slide images`, err: error });
      await this.previews.delete(keys);
      return;
    }
    await this.pdfs
      .add(data, previewJobOptions(jobId))
      .catch((error: unknown) =>
        this.logger.warn({ message: `The PDF of ${fileId} was not queued`, err: error }),
      );
  }
}
