import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  APP_CONFIG,
  BLOB_STORE,
  type BlobStore,
  OfficePool,
  stripExternalLinksInFile,
  WarmOffice,
} from '@deckforge/kit';
import type { projectBlobKeys } from '@deckforge/proto';
import type { PresentationConfig } from '../../config';
import { drawPagesShared } from './page-sharing';
import { PaidWork } from '../../support/paid-work';

/**
 * Sharp in the Projects preview (at most about 1,100 px wide) and the editor (720 px): 1024 ×
 * 576 at 16:9. Drawing time grows with the pixels: at 1280 px the 20th slide of two Aurora decks
 * at once came after 7.9 s, at 1024 px after 4.9 s (docs/benchmarks.md, "Slide previews").
 */
const SLIDE_PREVIEW_WIDTH_PX = 1024;
/** Consecutive absent slide images after which a cleanup stops looking for more. */
const MISSING_SLIDES_BEFORE_STOP = 20;
/** The PDF's office yields the processor to the slide images people are waiting for. */
const PDF_NICENESS = 10;
/** A free render's slide images yield it to paid work (an office drawing a paid deck does not). */
const FREE_NICENESS = 10;

type ProjectKeys = ReturnType<typeof projectBlobKeys>;

/**
 * A deck's slide images and PDF (docs/decisions.md, "Slide previews"), drawn by LibreOffices
 * kept warm in this worker: PREVIEW_OFFICES of them draw slides straight to PNG (a deck alone
 * borrows the idle ones once its own office has loaded it, the offices taking its pages in turn;
 * a deck that arrives meanwhile gets a borrowed one back after its current page, so decks at once
 * get one each), and one more prints PDFs, which nobody waits for: at a lower CPU priority while
 * slides are being drawn, at the normal one otherwise (a busy machine must not starve it). Each slide image is stored as
 * soon as it is drawn, and `onRun` hears the longer runs of stored slides from the first.
 */
@Injectable()
export class DeckPreviews implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DeckPreviews.name);
  private slidesPool?: OfficePool;
  private pdfOffice?: WarmOffice;
  /** Decks whose slides are being drawn now. */
  private drawing = 0;

  constructor(
    @Inject(APP_CONFIG) config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly paid: PaidWork,
  ) {
    if (config.SLIDE_PREVIEWS === 'off') return;
    const office = (niceness?: number) =>
      new WarmOffice({
        sofficePath: config.SOFFICE_PATH,
        pythonPath: config.SOFFICE_PYTHON,
        timeoutMs: config.PREVIEW_TIMEOUT_MS,
        niceness,
      });
    this.slidesPool = new OfficePool(
      Array.from({ length: Math.max(1, config.PREVIEW_OFFICES) }, () => office(FREE_NICENESS)),
    );
    this.pdfOffice = office(PDF_NICENESS);
  }

  /** The offices start with the worker (the first deck finds them warm), never holding it up. */
  onApplicationBootstrap() {
    void Promise.all([this.slidesPool?.start(), this.pdfOffice?.start()]).catch((error: unknown) =>
      this.logger.warn({
        message: 'LibreOffice did not start: decks stay without slide previews until it does',
        err: error,
      }),
    );
  }

  async onModuleDestroy() {
    await Promise.all([this.slidesPool?.close(), this.pdfOffice?.close()]);
  }

  /** False when SLIDE_PREVIEWS is off: there is nothing to render and nothing to clear. */
  get enabled(): boolean {
    return this.slidesPool !== undefined;
  }

  /**
   * Draws and stores the slide images of the deck at `keys.deck`; their keys in slide order.
   * `slideCount` (when known) lets several offices share the pages. A `free` deck's pages (a
   * saved edit) are drawn at a lower CPU priority, so that paid generations beside them keep the
   * processor; every page sets its office's priority, so an office a paid deck borrows back
   * draws at the normal one.
   */
  async slides(
    keys: ProjectKeys,
    slideCount: number | undefined,
    onRun: (run: string[]) => Promise<void> = async () => {},
    free = false,
  ): Promise<string[]> {
    const pool = this.slidesPool;
    if (!pool) return [];
    if (this.drawing++ === 0) void this.pdfOffice?.yieldProcessor(true);
    try {
      return await this.drawSlides(pool, keys, slideCount, onRun, free);
    } finally {
      if (--this.drawing === 0) void this.pdfOffice?.yieldProcessor(false);
    }
  }

  private drawSlides(
    pool: OfficePool,
    keys: ProjectKeys,
    slideCount: number | undefined,
    onRun: (run: string[]) => Promise<void>,
    free: boolean,
  ): Promise<string[]> {
    return this.withDeck(keys, async (deck, workDir) => {
      const stored = new Map<number, string>();
      const storing: Promise<void>[] = [];
      let run = 0;
      let announcedRun = 0;
      let announced = Promise.resolve();
      let pages = slideCount ?? 0;
      const store = async (page: number, path: string) => {
        await this.blobs.write(keys.slidePreview(page), createReadStream(path));
        stored.set(page, keys.slidePreview(page));
        const before = run;
        while (stored.has(run + 1)) run++;
        // One announcement at a time, each of the longest run by then: a slow listener hears
        // fewer, longer runs rather than falling behind.
        if (run > before)
          announced = announced.then(() => {
            if (run <= announcedRun) return;
            announcedRun = run;
            return onRun(Array.from({ length: run }, (_, index) => stored.get(index + 1)!));
          });
      };
      let loaded!: () => void;
      const ownLoaded = new Promise<void>((resolve) => (loaded = resolve));
      const draw = async (office: WarmOffice, pageList?: number[], keep = false) => {
        // A free deck's next page waits while a paid generation runs in this worker.
        if (free) await this.paid.idle();
        await office.yieldProcessor(free);
        return office.render(
          {
            input: deck,
            pngDir: join(workDir, 'slides'),
            widthPx: SLIDE_PREVIEW_WIDTH_PX,
            ...(pageList ? { pages: pageList } : {}),
            keep,
          },
          (event) => {
            if (event.event === 'loaded') {
              pages = event.pages;
              loaded();
            }
            if (event.event === 'page') storing.push(store(event.page, event.path));
          },
        );
      };
      await pool.withOffices((own, borrow) =>
        slideCount
          ? drawPagesShared(
              slideCount,
              own,
              borrow,
              (office, page, keep) => draw(office, [page], keep),
              ownLoaded,
            )
          : draw(own),
      );
      await Promise.all(storing);
      await announced;
      if (run !== pages || pages === 0)
        throw new Error(`LibreOffice drew ${run} of the deck's ${pages} slides`);
      return Array.from({ length: run }, (_, index) => stored.get(index + 1)!);
    });
  }

  /** Prints the deck at `keys.deck` to PDF and stores it under `keys.pdf`. */
  async pdf(keys: ProjectKeys): Promise<string | undefined> {
    const office = this.pdfOffice;
    if (!office) return undefined;
    return this.withDeck(keys, async (deck, workDir) => {
      const pdf = join(workDir, 'deck.pdf');
      await office.render({ input: deck, pdf });
      await this.blobs.write(keys.pdf, createReadStream(pdf));
      return keys.pdf;
    });
  }

  /** Removes a rendering's slide images and PDF (it failed for good, or its project is gone). */
  async delete(keys: ProjectKeys): Promise<void> {
    for (const key of await this.storedSlides(keys)) await this.blobs.delete(key);
    await this.blobs.delete(keys.pdf);
  }

  /**
   * The slide images stored under `keys`. The store cannot list keys, and a worker killed
   * mid-way or an earlier partial cleanup can leave holes in the numbering, so this walks on
   * until a long run of slide numbers is missing.
   */
  async storedSlides(keys: ProjectKeys): Promise<string[]> {
    const found: string[] = [];
    for (let slide = 1, missing = 0; missing < MISSING_SLIDES_BEFORE_STOP; slide++) {
      const key = keys.slidePreview(slide);
      if (await this.blobs.exists(key)) {
        missing = 0;
        found.push(key);
      } else {
        missing++;
      }
    }
    return found;
  }

  private async withDeck<T>(
    keys: ProjectKeys,
    work: (deck: string, workDir: string) => Promise<T>,
  ): Promise<T> {
    const workDir = await mkdtemp(join(tmpdir(), 'deckforge-previews-'));
    try {
      const deck = join(workDir, 'deck.pptx');
      await pipeline(await this.blobs.read(keys.deck), createWriteStream(deck));
      // Decks made before external links were stripped may still hold some (defence in depth).
      await stripExternalLinksInFile(deck);
      return await work(deck, workDir);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}
