import JSZip from 'jszip';
import { analyzeTemplate } from '../../src/engine/template';

/**
 * The layouts (parts) of a template its own slides put their text in: where their titles lie
 * over artwork, the artwork is the design (see layout-choice's clutter).
 */
export async function ownerTitleLayouts(template: Buffer): Promise<Set<string>> {
  const info = await analyzeTemplate(await JSZip.loadAsync(template));
  return new Set(
    info.layouts.filter((layout) => (layout.sampleBodies ?? 0) > 0).map((layout) => layout.part),
  );
}
