import { InjectQueue } from '@nestjs/bull';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { AppError, BLOB_STORE, type BlobStore, ServiceClient } from '@deckforge/kit';
import { ErrorCode, projectBlobKeys, StorageRpc } from '@deckforge/proto';
import type { Job, Queue } from 'bull';
import { PDF_QUEUE, type PreviewJobData } from '../generation/generation-queue';
import { DeckPreviews } from '../engine/preview';

/**
 * Prints stored decks to PDF (the second download beside the .pptx), one at a time per worker
 * on its own low-priority office, and records them with storage. Best effort, like the slide
 * images: a deck without a PDF offers only the .pptx.
 */
@Injectable()
export class DeckPdfProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(DeckPdfProcessor.name);

  constructor(
    @InjectQueue(PDF_QUEUE) private readonly queue: Queue<PreviewJobData>,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly previews: DeckPreviews,
    private readonly client: ServiceClient,
  ) {}

  onApplicationBootstrap() {
    this.queue.on('error', (error: Error) => this.logger.warn(`PDF queue: ${error.message}`));
    void this.queue.process(1, (job: Job<PreviewJobData>) => this.attach(job.data));
  }

  async beforeApplicationShutdown() {
    await this.queue.close();
  }

  private async attach({ userId, jobId, fileId }: PreviewJobData): Promise<void> {
    const keys = projectBlobKeys(userId, jobId);
    const pdfBlobKey = await this.previews.pdf(keys).catch((error: unknown) => {
      this.logger.warn({ message: `The deck ${fileId} stays without a PDF`, err: error });
      return undefined;
    });
    if (!pdfBlobKey) return;
    try {
      await this.client.send(StorageRpc.attachProjectPreviews, {
        userId,
        fileId,
        renderId: jobId,
        pdfBlobKey,
      });
    } catch (error) {
      // The project was deleted meanwhile: its PDF would be nobody's.
      if (error instanceof AppError && error.code === ErrorCode.NotFound) {
        await this.blobs.delete(keys.pdf);
        return;
      }
      throw error;
    }
  }
}
