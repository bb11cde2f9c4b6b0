import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Files the storage service ships with (`services/storage/assets`), from src/ and dist/ alike. */
const ASSETS_DIR = join(__dirname, '..', '..', 'assets');
const SYSTEM_TEMPLATES_DIR = join(ASSETS_DIR, 'system-templates');

let placeholderSize: number | undefined;

/** The neutral image served at a template's `.png` address until its preview is rendered. */
export const PREVIEW_PLACEHOLDER = {
  blobKey: 'system/preview-placeholder.png',
  path: join(ASSETS_DIR, 'preview-placeholder.png'),
  size: () => (placeholderSize ??= statSync(PREVIEW_PLACEHOLDER.path).size),
};

/** One system template as the build script (`scripts/build-system-templates.mjs`) lists it. */
const manifestEntry = z.object({
  id: z.uuid(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  category: z.string().min(1),
  description: z.string(),
});
export type SystemTemplateManifestEntry = z.output<typeof manifestEntry>;

export function readSystemTemplateManifest(): SystemTemplateManifestEntry[] {
  const raw: unknown = JSON.parse(
    readFileSync(join(SYSTEM_TEMPLATES_DIR, 'manifest.json'), 'utf8'),
  );
  return z.array(manifestEntry).parse(raw);
}

/** Where a system template's files live, in the repository and in the blob store. */
export const systemTemplateFiles = (slug: string) => ({
  pptxPath: join(SYSTEM_TEMPLATES_DIR, `${slug}.pptx`),
  previewPath: join(SYSTEM_TEMPLATES_DIR, `${slug}.png`),
  pptxKey: `system/templates/${slug}.pptx`,
  previewKey: `system/templates/${slug}.png`,
});
