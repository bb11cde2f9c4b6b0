import { z } from 'zod';
import type { ExtractedSource } from '../../extract';
import type { PlanningSource } from '../plan-deck';
import type { ChatMessage } from './chat-completions.client';

/** What the model is asked to return: an outline per text document. */
export const llmOutlineSchema = z.object({
  documents: z
    .array(
      z.object({
        file: z.string(),
        sections: z
          .array(
            z.object({
              title: z.string().min(1),
              bullets: z.array(z.string().min(1)).min(1),
              notes: z.string().default(''),
              /** Where in the file: "page 3", "slide 2", "section Results". */
              location: z.string().optional(),
              /** How the section's points are laid out (a list when absent). */
              layout: z.enum(['bullets', 'statement', 'big-number', 'two-columns']).optional(),
              /** For a big number: the figure as shown ("42 %"). */
              value: z.string().max(40).optional(),
              /** For two columns: the two lists, each under its heading. */
              columns: z
                .array(
                  z.object({ heading: z.string(), bullets: z.array(z.string().min(1)).min(1) }),
                )
                .length(2)
                .optional(),
              /** Figures and tables of the document shown after it ("Figure 4", "Table 2"). */
              show: z.array(z.string()).max(4).optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type LlmOutline = z.output<typeof llmOutlineSchema>;

export const INSTRUCTIONS = `You plan slide decks from documents. Answer with one JSON object:
{"documents":[{"file":"<file name exactly as given>","sections":[{"title":"...","bullets":["..."],"notes":"...","location":"page 3"}]}]}
Rules: follow each document's own structure (headings, pages, slides); one section per topic;
titles of at most 8 words; 2 to 6 bullets per section, each at most 15 words, parallel in form,
no full stops, no point repeated anywhere in the deck; notes: two or three sentences a speaker
would say, quoting the source's key facts; location: where in the file the section comes from.
Use only facts found in the documents.
Optional per section: "layout" — "statement" (one key sentence, as the only bullet), "big-number"
(a key figure: "value" such as "42 %", its meaning as the only bullet) or "two-columns" (two
parallel lists or a comparison: "columns":[{"heading":"...","bullets":["..."]},{...}]); and
"show": the figures and tables listed in the document ("Figure 4", "Table 2") that illustrate
the section, each shown once, as a picture, a native table or a chart.`;

/** The chat that asks for an outline of the text documents among `sources`. */
export function outlineRequest(
  title: string,
  sources: PlanningSource[],
  maxCharacters = Number.MAX_SAFE_INTEGER,
): ChatMessage[] {
  const documents = sources.filter(({ source }) => isDocument(source));
  const share = Math.floor(maxCharacters / Math.max(1, documents.length));
  const text = documents
    .map(({ name, source }) => `### File: ${name}\n${documentText(source).slice(0, share)}`)
    .join('\n\n');
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: `Presentation title: ${title}\n\n${text}` },
  ];
}

export const isDocument = (source: ExtractedSource) =>
  source.kind === 'text' || source.kind === 'presentation';

/** A document as Markdown-like text with page and slide markers. */
export function documentText(source: ExtractedSource): string {
  const lines: string[] = [];
  for (const section of source.sections) {
    const location = section.location ?? section.blocks[0]?.location;
    if (location?.page) lines.push(`[page ${location.page}]`);
    if (location?.slide) lines.push(`[slide ${location.slide}]`);
    if (section.heading) lines.push(`${'#'.repeat(Math.min(section.level, 4))} ${section.heading}`);
    for (const block of section.blocks)
      lines.push(
        block.type === 'bullet'
          ? `${'  '.repeat(block.level)}- ${block.text}`
          : block.type === 'caption'
            ? `[${block.text}]`
            : block.text,
      );
  }
  // Tables are listed with their columns, so that the model can ask for them.
  for (const table of source.tables ?? [])
    lines.push(
      `[${table.caption ?? table.sheet ?? 'Table'}: columns ${table.header.join(', ')}; ${table.rows.length} rows]`,
    );
  return lines.join('\n');
}
