import { blobStoreEnv, envInt, serviceEnv, uploadLimitEnv, zipLimitsEnv } from '@deckforge/kit';
import { z } from 'zod';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** The storage service's environment. */
export const storageConfigSchema = serviceEnv
  .extend(blobStoreEnv.shape)
  // Zip bomb bounds of .pptx/.docx/.xlsx (entries, unpacked MB, compression ratio), as presentation's.
  .extend(zipLimitsEnv.shape)
  // MAX_UPLOAD_MB: the largest file; the refusal's message names it.
  .extend(uploadLimitEnv.shape)
  .extend({
    /** What one person's uploads (media and templates) may take in all: MB (MiB) and files. */
    USER_QUOTA_MB: positiveInt(1024),
    USER_QUOTA_FILES: positiveInt(500),
    /** Templates of one person waiting for their preview; more uploads wait until they are done. */
    MAX_PENDING_PREVIEWS: positiveInt(3),
    /** LibreOffice and poppler binaries for template previews; `off` disables previews. */
    SOFFICE_PATH: z.string().default('soffice'),
    PDFTOPPM_PATH: z.string().default('pdftoppm'),
    PREVIEWS: z.enum(['on', 'off']).default('on'),
    /** A conversion taking longer than this is killed and retried later. */
    PREVIEW_TIMEOUT_MS: envInt(90_000),
    /** Previews rendered at once by one instance (LibreOffice takes about one core each). */
    PREVIEW_CONCURRENCY: positiveInt(1),
    /**
     * How long an upload waits for presentation's report on a template; a template it does not
     * get in time is accepted without one (docs/decisions.md, "Templates are analysed at upload").
     */
    TEMPLATE_REPORT_TIMEOUT_MS: positiveInt(15_000),
  });
export type StorageConfig = z.output<typeof storageConfigSchema>;
