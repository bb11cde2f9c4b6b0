import { blobStoreEnv, envInt, serviceEnv, zipLimitsEnv } from '@deckforge/kit';
import { DEFAULT_TOKEN_LIMIT, SPEECH_LANGUAGES } from '@deckforge/proto';
import { z } from 'zod';

/**
 * The environment of the presentation service and of its worker (one schema: both extract
 * files, and both need the same limits so that a count and a generation agree).
 */
export const presentationConfigSchema = serviceEnv
  .extend(blobStoreEnv.shape)
  // Zip-based files (docx, pptx, templates): the bounds storage checked them against at upload.
  .extend(zipLimitsEnv.shape)
  .extend({
    REDIS_URL: z.string().url(),
    /** Prefix of the Bull queue's Redis keys (shared with the gateway's rate limits). */
    REDIS_PREFIX: z.string().default('deckforge'),

    /** Largest token count a presentation may have (spec: "Token limit: from the server"). */
    TOKEN_LIMIT: envInt(DEFAULT_TOKEN_LIMIT),

    /** Extracted content (and derived pictures, posters, conversions) unused this long is deleted. */
    EXTRACTION_CACHE_DAYS: envInt(30),
    /** Processes that parse documents and read pictures, per service or worker instance. */
    EXTRACT_WORKERS: envInt(2),
    /** Longest time one file may take to extract (media transcription excluded). */
    EXTRACT_TIMEOUT_MS: envInt(60_000),
    /** Heap a parsing process may use before the file is refused as too demanding. */
    EXTRACT_MEMORY_MB: envInt(512),
    PDF_MAX_PAGES: envInt(500),
    IMAGE_MAX_MEGAPIXELS: envInt(100),
    MEDIA_MAX_MINUTES: envInt(120),
    /** Audio/video in formats PowerPoint cannot play (webm, ogg) is converted up to this length. */
    TRANSCODE_MAX_MINUTES: envInt(15),

    /** An ffmpeg binary to use instead of the one shipped in @ffmpeg-installer/ffmpeg. */
    FFMPEG_PATH: z.string().optional(),

    /**
     * Speech to text: `offline` (PocketSphinx on this machine, the default), `google` (Google
     * Cloud Speech), or `off` (media stays media slides).
     */
    SPEECH_TO_TEXT: z.enum(['offline', 'google', 'off']).default('offline'),
    /** An API key for Google Cloud Speech; without it, Application Default Credentials. */
    GOOGLE_SPEECH_API_KEY: z.string().optional(),
    /** Another Speech endpoint (`https://host[:port]`), e.g. a regional one or a local fake. */
    GOOGLE_SPEECH_URL: z.string().url().optional(),
    /** PocketSphinx's recogniser (Debian's pocketsphinx package). */
    POCKETSPHINX_PATH: z.string().default('pocketsphinx_continuous'),
    /** PocketSphinx's models (Debian's pocketsphinx-en-us package installs the US English one here). */
    POCKETSPHINX_MODELS: z.string().default('/usr/share/pocketsphinx/model'),
    /** Offline recognisers a worker runs at once (each one core and about 150 MB). */
    SPEECH_WORKERS: envInt(2),
    /** Spoken language of recordings when a count or generation does not name one. */
    SPEECH_LANGUAGE: z.enum(SPEECH_LANGUAGES).default('en-US'),

    /** Slide images and PDF of every generated deck (LibreOffice); `off` skips them. */
    SLIDE_PREVIEWS: z.enum(['on', 'off']).default('on'),
    /** The LibreOffice binary (as the storage service's previews). */
    SOFFICE_PATH: z.string().default('soffice'),
    /** poppler's PDF-to-PNG tool (figures of PDF sources). */
    PDFTOPPM_PATH: z.string().default('pdftoppm'),
    /** Tesseract (Debian's tesseract-ocr), which reads text in pictures and scanned pages. */
    TESSERACT_PATH: z.string().default('tesseract'),
    /** Pages of one PDF read by OCR at most (scans, unreadable text layers); more is refused. */
    OCR_MAX_PAGES: envInt(60),
    /** Longest the OCR of one PDF may take, on top of EXTRACT_TIMEOUT_MS. */
    OCR_TIMEOUT_MS: envInt(180_000),
    /** A deck's conversion taking longer is killed; the deck is stored without previews. */
    PREVIEW_TIMEOUT_MS: envInt(90_000),
    /** A Python 3 with LibreOffice's UNO module (Debian's python3-uno), which drives the offices. */
    SOFFICE_PYTHON: z.string().default('/usr/bin/python3'),
    /** LibreOffices a worker keeps warm for slide images (one more prints the PDFs). */
    PREVIEW_OFFICES: envInt(2),

    /**
     * An OpenAI-compatible chat completions endpoint plans outlines when set (`<base>/chat/completions`,
     * e.g. https://api.openai.com/v1); the offline planner otherwise, and whenever it fails.
     */
    LLM_BASE_URL: z.string().url().optional(),
    LLM_MODEL: z.string().default('gpt-4o-mini'),
    LLM_API_KEY: z.string().optional(),
    LLM_TIMEOUT_MS: envInt(60_000),
    /** The model's context window: longer sources are planned map-reduce within it. */
    LLM_CONTEXT_TOKENS: envInt(16_000),
    /** Further attempts of an LLM request that failed or answered in another shape. */
    LLM_RETRIES: envInt(1),
    /** The whole LLM planning of a deck (every request); later, the offline planner plans. */
    LLM_PLAN_TIMEOUT_MS: envInt(300_000),

    /** Generation jobs a worker process renders at once. */
    WORKER_CONCURRENCY: envInt(1),
    /** Attempts of a generation job before it fails and the credits are released. */
    JOB_ATTEMPTS: envInt(3),
    JOB_BACKOFF_MS: envInt(2_000),
    /** How long a worker holds a job without renewing its lock; a dead worker's job is taken over after this. */
    JOB_LOCK_MS: envInt(30_000),
    /** Longest a job may run before it counts as failed. */
    JOB_TIMEOUT_MS: envInt(10 * 60_000),

    /** Free renders (saved edits) a worker process runs at once, in a queue of their own. */
    RENDER_CONCURRENCY: envInt(1),
    /** Longest a free render may take, slide images included; drawing its deck is killed then. */
    RENDER_TIMEOUT_MS: envInt(2 * 60_000),
    /** Heap of the process that draws a free render's deck. */
    RENDER_MEMORY_MB: envInt(1024),
  });

export type PresentationConfig = z.output<typeof presentationConfigSchema>;
