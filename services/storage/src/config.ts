import { blobStoreEnv, envInt, serviceEnv } from '@deckforge/kit';
import { DEFAULT_MAX_UPLOAD_MB } from '@deckforge/proto';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The storage service's environment. */
export const storageConfigSchema = serviceEnv.extend(blobStoreEnv.shape).extend({
  /** Largest file a person may upload, in MB (MiB); the message names it. */
  MAX_UPLOAD_MB: positiveInt(DEFAULT_MAX_UPLOAD_MB),
  /** Zip bomb bounds for .pptx/.docx/.xlsx: entries, and bytes once unpacked (MB). */
  ZIP_MAX_ENTRIES: positiveInt(5000),
  ZIP_MAX_UNPACKED_MB: positiveInt(512),
  /** LibreOffice and poppler binaries for template previews; `off` disables previews. */
  SOFFICE_PATH: z.string().default('soffice'),
  PDFTOPPM_PATH: z.string().default('pdftoppm'),
  PREVIEWS: z.enum(['on', 'off']).default('on'),
  /** A conversion taking longer than this is killed and retried later. */
  PREVIEW_TIMEOUT_MS: envInt(90_000),
  /** Previews rendered at once by one instance (LibreOffice takes about one core each). */
  PREVIEW_CONCURRENCY: positiveInt(1),
});
export type StorageConfig = z.output<typeof storageConfigSchema>;
