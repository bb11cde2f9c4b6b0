import { randomUUID } from 'node:crypto';
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
import { DeckPreviews } from '../engine/preview';

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
      this.attach(job),
    );
  }

  async beforeApplicationShutdown() {
    await this.queue.close();
  }

  private async attach(job: Job<PreviewJobData>): Promise<void> {
    if (!this.previews.enabled) return;
    const { userId, jobId, fileId, slideCount, previewPasses: earlier = [] } = job.data;
    // A pass draws under keys of its own, named in the job before anything is stored: a pass
    // that takes over a killed worker's job knows which images it replaces.
    const pass = randomUUID();
    await job.update({ ...job.data, previewPasses: [...earlier, pass] });
    const keys = projectBlobKeys(userId, jobId, pass);
    const record = (previewBlobKeys: string[]) =>
      this.client.send(StorageRpc.attachProjectPreviews, {
        userId,
        fileId,
        renderId: jobId,
        previewBlobKeys,
      });
    let drawn = true;
    try {
      // Projects shows the slides as they come, from the first one on.
      let recorded = 0;
      const slides = await this.previews.slides(keys, slideCount, async (run) => {
        await record(run);
        recorded = run.length;
      });
      if (slides.length > recorded) await record(slides);
    } catch (error) {
      // The project was deleted meanwhile (its previews would be nobody's), or LibreOffice
      // failed.
      if (!(error instanceof AppError && error.code === ErrorCode.NotFound))
        this.logger.warn({ message: `The deck ${fileId} stays without slide images`, err: error });
      drawn = false;
    }
    // The earlier passes' images (and, when drawing failed, this one's), including those of a
    // deck drawn before passes had keys of their own: storage deletes the ones nothing shows.
    await this.discard(job.data, [undefined, ...earlier, ...(drawn ? [] : [pass])]);
    if (!drawn) return;
    await this.pdfs
      .add(job.data, previewJobOptions(jobId))
      .catch((error: unknown) =>
        this.logger.warn({ message: `The PDF of ${fileId} was not queued`, err: error }),
      );
  }

  private async discard(
    { userId, jobId, fileId }: PreviewJobData,
    passes: Array<string | undefined>,
  ): Promise<void> {
    const previewBlobKeys: string[] = [];
    for (const pass of passes)
      previewBlobKeys.push(
        ...(await this.previews.storedSlides(projectBlobKeys(userId, jobId, pass))),
      );
    if (previewBlobKeys.length === 0) return;
    await this.client
      .send(StorageRpc.discardProjectPreviews, { userId, fileId, previewBlobKeys })
      .catch((error: unknown) =>
        this.logger.warn({ message: `Old slide images of ${fileId} stay for now`, err: error }),
      );
  }
}
