import { z } from 'zod';
import { event, rpc } from './common/contracts';
import { idField, MAX_NAME_LENGTH } from './common/fields';
import type { ErrorCode } from './common/errors';
import { Messages } from './common/messages';
import { editedPlanSchema } from './deck-editing';
import { speechLanguageField, type SpeechLanguage } from './speech-languages';
import type { MessageResponse } from './common/responses';

/** Token counts and generation jobs (docs/architecture.md, "Generation" and "Credits"). */

/**
 * Fixed costs for what is not text (docs/architecture.md, "Generation"): every picture is counted as
 * PICTURE_TOKENS plus the tokens of the text recognised in it; every audio or video file as
 * MEDIA_TOKENS plus, when it can be transcribed, SPEECH_TOKENS_PER_MINUTE for each minute of
 * its length (a count must not wait for an hour of transcription, and a deck's cost must not
 * change once it is transcribed: about 150 spoken words a minute).
 */
export const PICTURE_TOKENS = 100;
export const MEDIA_TOKENS = 200;
export const SPEECH_TOKENS_PER_MINUTE = 200;

/** Tokens charged for the speech in a recording of `durationSeconds`. */
export function speechTokens(durationSeconds: number): number {
  return Math.ceil((durationSeconds / 60) * SPEECH_TOKENS_PER_MINUTE);
}

/** Bull queue and job names shared by the presentation service and its worker. */
export const GENERATION_QUEUE = 'presentation-generation';
export const GENERATION_JOB = 'generate-deck';
/** An edited plan rendered again (same queue, same workers, no credits). */
export const RENDER_JOB = 'render-deck';

export const GENERATION_STAGES = [
  'queued',
  'extracting',
  'planning',
  'rendering',
  'storing',
  /** Edits only: the slide images are drawn before the new version replaces the old one. */
  'previews',
  'done',
  'failed',
] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];

const fileRef = z.object({
  file_id: idField('file_id'),
  file_type: z.string().max(255).default(''),
});
export type FileRef = z.output<typeof fileRef>;

/** `files` arrives JSON-encoded in the query string (docs/architecture.md, "HTTP API"). */
const filesParam = z
  .string({ error: Messages.mediaRequired })
  .max(20_000)
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'files must be a JSON array of {file_id, file_type}',
      });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(fileRef, { error: 'files must be a JSON array of {file_id, file_type}' })
      .min(1, { error: Messages.mediaRequired })
      .max(50),
  );

/** Longest deck title: the first slide's title and the name of the file in Projects. */
export const MAX_TITLE_LENGTH = MAX_NAME_LENGTH * 2;

/* ---------- HTTP query strings ---------- */

export const countTokensQuery = z.object({
  userId: z.string().optional(),
  files: filesParam,
  /** The spoken language of the recordings among the files. */
  language: speechLanguageField.optional(),
});
export const generateQuery = z.object({
  userId: z.string().optional(),
  files: filesParam,
  templateId: z
    .string({ error: Messages.templateRequired })
    .min(1, { error: Messages.templateRequired })
    .pipe(idField('templateId')),
  title: z
    .string({ error: Messages.titleRequired })
    .trim()
    .min(1, { error: Messages.titleRequired })
    .max(MAX_TITLE_LENGTH, { error: Messages.titleTooLong(MAX_TITLE_LENGTH) }),
  credits: z.coerce.number({ error: 'credits must be a number' }).finite().nonnegative(),
  language: speechLanguageField.optional(),
  /** Optional id chosen by the client so it can follow progress while the call waits. */
  jobId: idField('jobId').optional(),
});

/* ---------- RPC ---------- */

export interface FileTokenCount {
  file_id: string;
  name: string;
  kind: 'text' | 'image' | 'audio' | 'video' | 'presentation';
  tokens: number;
  /** Why a fixed cost was used instead of counted text, when it was. */
  note?: string;
}

export interface TokenEstimate extends MessageResponse {
  tokenCount: number;
  tokenLimit: number;
  tokenPerCredit: number;
  files: FileTokenCount[];
}

export interface JobProgress {
  jobId: string;
  title: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  stage: GenerationStage;
  percent: number;
  /** What is happening, or why the job failed, in words for the user. */
  message?: string;
  /** The error code of a failed job (how the gateway answers it). */
  failureCode?: ErrorCode;
  /** The stored deck, once completed. */
  fileId?: string;
  /** Hundredths of a credit reserved for (and, once completed, charged for) the job. */
  costHundredths: number;
}

/**
 * `requestCode`s of generation refusals, with the numbers the client needs beside `message`:
 * the recomputed cost (409) or the credits missing (402), in credits with two decimals.
 */
export const GenerationRequestCode = {
  CostChanged: 'COST_CHANGED',
  CreditShortage: 'CREDIT_SHORTAGE',
} as const;

/** What the worker receives in a Bull job. */
export interface GenerationJobData {
  jobId: string;
  userId: string;
  title: string;
  templateId: string;
  fileIds: string[];
  costHundredths: number;
  /** The spoken language of its recordings (absent in jobs queued before it was chosen). */
  language?: SpeechLanguage;
  correlationId?: string;
}

/** What the worker receives for an edit: the job row holds the plan and the target. */
export interface RenderJobData {
  jobId: string;
  userId: string;
  correlationId?: string;
}

/** The spoken languages the configured speech engine can transcribe (the others get none). */
export interface TranscribedLanguages extends MessageResponse {
  languages: SpeechLanguage[];
}

export const PresentationRpc = {
  /** Which of SPEECH_LANGUAGES the server transcribes, for the Create form (GET /config). */
  transcribedLanguages: rpc<TranscribedLanguages>()(
    'presentation.transcribed-languages',
    z.object({}),
  ),
  countTokens: rpc<TokenEstimate>()(
    'presentation.count-tokens',
    z.object({
      userId: idField('userId'),
      files: z.array(fileRef).min(1).max(50),
      language: speechLanguageField.optional(),
    }),
  ),
  generate: rpc<{ jobId: string; costHundredths: number }>()(
    'presentation.generate',
    z.object({
      userId: idField('userId'),
      files: z.array(fileRef).min(1).max(50),
      templateId: idField('templateId'),
      title: z.string().trim().min(1).max(MAX_TITLE_LENGTH),
      credits: z.number().finite().nonnegative(),
      language: speechLanguageField.optional(),
      jobId: idField('jobId').optional(),
    }),
  ),
  job: rpc<JobProgress>()(
    'presentation.job',
    z.object({ userId: idField('userId'), jobId: idField('jobId') }),
  ),
  /**
   * Renders a project's edited plan again — in its own template or another — replacing the
   * project (a new version) or as a new project. Free: no credits, no new sources.
   */
  renderProject: rpc<{ jobId: string }>()(
    'presentation.render-project',
    z.object({
      userId: idField('userId'),
      fileId: idField('fileId'),
      baseVersion: z.number().int().min(1),
      plan: editedPlanSchema,
      templateId: idField('templateId').optional(),
      asNewProject: z.boolean().default(false),
      jobId: idField('jobId').optional(),
    }),
  ),
} as const;

export const PresentationEvents = {
  presentationCompleted: event(
    'presentation.completed',
    z.object({
      userId: idField('userId'),
      jobId: idField('jobId'),
      fileId: idField('fileId'),
      occurredAt: z.string(),
    }),
  ),
} as const;
