import type JSZip from 'jszip';

const BOM = '\uFEFF';

/**
 * Makes a template's XML parts readable by every library the renderer uses: some producers
 * (ONLYOFFICE) start each part with a byte order mark, which xmldom inside pptx-automizer
 * refuses. Returns whether any part changed (then the package must be written anew).
 */
export async function normalizeTemplate(zip: JSZip): Promise<boolean> {
  let changed = false;
  for (const [name, file] of Object.entries(zip.files)) {
    if (file.dir || !/\.(xml|rels)$/i.test(name)) continue;
    const text = await file.async('string');
    if (!text.startsWith(BOM)) continue;
    zip.file(name, text.slice(BOM.length));
    changed = true;
  }
  return changed;
}
