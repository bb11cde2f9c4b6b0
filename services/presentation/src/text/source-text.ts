import type { ExtractedSource } from '../engine/extract';

/** The text of a source that is counted and summarised: headings, blocks, transcript. */
export function sourceText(source: ExtractedSource): string {
  const parts: string[] = [];
  for (const section of source.sections) {
    if (section.heading) parts.push(section.heading);
    for (const block of section.blocks) parts.push(block.text);
  }
  for (const picture of source.pictures) if (picture.ocrText) parts.push(picture.ocrText);
  // Tables are text like any other: every cell is counted (once).
  for (const table of (source.tables ?? []).filter((table) => !table.repeats))
    for (const row of [table.header, ...table.rows]) parts.push(row.join('\t'));
  if (source.media?.transcript.status === 'available')
    for (const segment of source.media.transcript.segments) parts.push(segment.text);
  return parts.join('\n');
}
