import type JSZip from 'jszip';
import Automizer from 'pptx-automizer';

/**
 * Step 3 of rendering: pptx-automizer appends the content slides to the template (which stays
 * the root: masters, layouts, theme, backgrounds), drops the template's own sample slides, and
 * points each slide at its chosen layout by number (slideLayoutN.xml of the template).
 */
export async function mergeIntoTemplate(
  template: Buffer,
  content: Buffer,
  layoutNumbers: number[],
): Promise<JSZip> {
  const automizer = new Automizer({
    removeExistingSlides: true,
    autoImportSlideMasters: false,
    cleanup: false,
    cleanupPlaceholders: false,
    compression: 0,
    verbosity: 0,
  });
  const presentation = automizer.loadRoot(template).load(content, 'content');
  layoutNumbers.forEach((layoutNumber, index) =>
    // The callback must stay synchronous: pptx-automizer drops work queued after an await.
    presentation.addSlide('content', index + 1, (slide) => slide.useSlideLayout(layoutNumber)),
  );
  return presentation.getJSZip();
}
