import type JSZip from 'jszip';

const BOM = '\uFEFF';

const CONTENT_TYPES_PART = '[Content_Types].xml';
/**
 * The main part of a PowerPoint template (.potx) or show (.ppsx). A deck built on one of them
 * is a presentation: left as it was, PowerPoint refuses the .pptx (its format and extension
 * disagree).
 */
const TEMPLATE_OR_SHOW_MAIN =
  /application\/vnd\.openxmlformats-officedocument\.presentationml\.(?:template|slideshow)\.main\+xml/g;
const PRESENTATION_MAIN =
  'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml';

/**
 * Makes a template's package one every library the renderer uses reads, and one whose deck is
 * a presentation: some producers (ONLYOFFICE) start each part with a byte order mark, which
 * xmldom inside pptx-automizer refuses, and a template saved as .potx or .ppsx (whatever its
 * name) declares itself a template or a show. Returns whether any part changed (then the
 * package must be written anew).
 */
export async function normalizeTemplate(zip: JSZip): Promise<boolean> {
  let changed = false;
  for (const [name, file] of Object.entries(zip.files)) {
    if (file.dir || !/\.(xml|rels)$/i.test(name)) continue;
    const text = await file.async('string');
    let normal = text.startsWith(BOM) ? text.slice(BOM.length) : text;
    if (name === CONTENT_TYPES_PART)
      normal = normal.replace(TEMPLATE_OR_SHOW_MAIN, PRESENTATION_MAIN);
    if (normal === text) continue;
    zip.file(name, normal);
    changed = true;
  }
  return changed;
}
