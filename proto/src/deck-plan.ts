import { z } from 'zod';

/**
 * The deck model shared by every app: what a deck says, slide by slide, independent of any
 * template. The offline planner and the LLM planner write it, text fitting edits it, the
 * renderer draws it, the worker stores it beside the .pptx and the editor in the browser
 * changes it (docs/decisions.md, "The plan is the deck model"). The same schema validates a
 * plan wherever it crosses a boundary.
 */

/**
 * Bounds that keep one plan small enough to store, edit and render in seconds. Tables are the
 * costly part (every cell is measured and fitted): the planner makes at most 6 columns × 9 rows
 * of 120 characters, so 10 × 20 cells of 200 leave room for edits; the deck as a whole is also
 * bounded by its render cost (deck-plan-budget.ts).
 */
export const DECK_PLAN_LIMITS = {
  slides: 200,
  titleCharacters: 200,
  textCharacters: 600,
  bulletsPerSlide: 12,
  bulletLevels: 4,
  notesCharacters: 5000,
  picturesPerGrid: 6,
  tableColumns: 10,
  tableRows: 20,
  cellCharacters: 200,
  chartSeries: 8,
  chartCategories: 40,
} as const;

const L = DECK_PLAN_LIMITS;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} must not be empty` })
    .max(max, { error: `${label} must be at most ${max} characters` });
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional();
const blobKey = z.string().min(1).max(500);
const pixels = z.number().int().positive().max(100_000);

export const plannedBulletSchema = z.object({
  text: text('A bullet', L.textCharacters),
  /** 0 for top-level bullets. */
  level: z
    .number()
    .int()
    .min(0)
    .max(L.bulletLevels - 1, {
      error: `Bullets can be indented at most ${L.bulletLevels - 1} levels`,
    }),
});
export type PlannedBullet = z.output<typeof plannedBulletSchema>;

const bulletList = (min: number) =>
  z
    .array(plannedBulletSchema)
    .min(min, { error: 'A list needs at least one bullet' })
    .max(L.bulletsPerSlide, { error: `A slide holds at most ${L.bulletsPerSlide} bullets` });

export const plannedPictureSchema = z.object({
  blobKey,
  mime: z.string().min(1).max(100),
  width: pixels,
  height: pixels,
});
export type PlannedPicture = z.output<typeof plannedPictureSchema>;

export const plannedMediaSchema = z.object({
  kind: z.enum(['audio', 'video']),
  blobKey,
  mime: z.string().min(1).max(100),
  extension: z.string().min(1).max(10),
  posterBlobKey: blobKey.optional(),
  width: pixels.optional(),
  height: pixels.optional(),
});
export type PlannedMedia = z.output<typeof plannedMediaSchema>;

const cell = z.string().max(L.cellCharacters, {
  error: `A table cell holds at most ${L.cellCharacters} characters`,
});
export const plannedTableSchema = z.object({
  /** The header row, repeated on every part of a table split across slides. */
  header: z
    .array(cell)
    .min(1)
    .max(L.tableColumns, { error: `A table has at most ${L.tableColumns} columns` }),
  rows: z
    .array(
      z.array(cell).max(L.tableColumns, { error: `A table has at most ${L.tableColumns} columns` }),
    )
    .max(L.tableRows, { error: `A table has at most ${L.tableRows} rows` }),
});
export type PlannedTable = z.output<typeof plannedTableSchema>;

export const plannedChartSchema = z
  .object({
    type: z.enum(['bar', 'column', 'line', 'pie']),
    categories: z.array(text('A category', 100)).min(1).max(L.chartCategories),
    series: z
      .array(
        z.object({
          name: text('A series name', 100),
          values: z.array(z.number().finite()).max(L.chartCategories),
        }),
      )
      .min(1)
      .max(L.chartSeries),
    /** What the values count ("%", "medals"), shown on the value axis. */
    unit: optionalText('A unit', 40),
  })
  .refine((chart) => chart.series.every((s) => s.values.length === chart.categories.length), {
    error: 'Every series needs one value per category',
  });
export type PlannedChart = z.output<typeof plannedChartSchema>;

export const plannedColumnSchema = z.object({
  heading: optionalText('A column heading', L.titleCharacters),
  bullets: bulletList(1),
});
export type PlannedColumn = z.output<typeof plannedColumnSchema>;

/** Set by text fitting: sizes that make the text fit its placeholders (absent: the template's). */
export const textFitSchema = z.object({
  titleSizePt: z.number().positive().max(200).optional(),
  /** Every body size (each outline level's) multiplied by this. */
  bodyScale: z.number().positive().max(1).optional(),
  /** Text columns of the body (an agenda of many short items in two). */
  bodyColumns: z.number().int().min(1).max(2).optional(),
});
export type TextFit = z.output<typeof textFitSchema>;

const base = {
  title: text('A slide title', L.titleCharacters),
  /** Speaker notes: what to say, the source passage and where it came from. */
  notes: optionalText('Speaker notes', L.notesCharacters),
  fit: textFitSchema.optional(),
  /** The title shared by the numbered parts of one split list or table ("Title (2/3)"). */
  partOf: optionalText('A title', L.titleCharacters),
};
const altText = text('Alternative text', L.textCharacters);

/** Every kind of slide, in the order the design lists them. */
const SLIDE_KIND_NAMES = [
  'title',
  'section',
  'bullets',
  'two-columns',
  'statement',
  'big-number',
  'picture',
  'picture-grid',
  'table',
  'chart',
  'media',
  'closing',
] as const;

export const plannedSlideSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      ...base,
      kind: z.literal('title'),
      subtitle: optionalText('A subtitle', L.textCharacters),
    }),
    z.object({
      ...base,
      kind: z.literal('section'),
      /** A one-line summary of the part the divider opens. */
      subtitle: optionalText('A subtitle', L.textCharacters),
    }),
    z.object({ ...base, kind: z.literal('bullets'), bullets: bulletList(1) }),
    z.object({
      ...base,
      kind: z.literal('two-columns'),
      left: plannedColumnSchema,
      right: plannedColumnSchema,
    }),
    z.object({
      ...base,
      kind: z.literal('statement'),
      text: text('A statement', L.textCharacters),
    }),
    z.object({
      ...base,
      kind: z.literal('big-number'),
      /** The figure as shown: "42 %", "3.1 M", "1998". */
      value: text('A number', 40),
      label: text('A label', L.textCharacters),
    }),
    z.object({
      ...base,
      kind: z.literal('picture'),
      picture: plannedPictureSchema,
      altText,
      caption: optionalText('A caption', L.textCharacters),
      /** The passage the picture illustrates, beside it. */
      bullets: bulletList(0).optional(),
    }),
    z.object({
      ...base,
      kind: z.literal('picture-grid'),
      pictures: z
        .array(
          z.object({
            picture: plannedPictureSchema,
            altText,
            caption: optionalText('A caption', L.textCharacters),
          }),
        )
        .min(2)
        .max(L.picturesPerGrid),
    }),
    z.object({
      ...base,
      kind: z.literal('table'),
      table: plannedTableSchema,
      caption: optionalText('A caption', L.textCharacters),
    }),
    z.object({
      ...base,
      kind: z.literal('chart'),
      chart: plannedChartSchema,
      caption: optionalText('A caption', L.textCharacters),
    }),
    z.object({
      ...base,
      kind: z.literal('media'),
      media: plannedMediaSchema,
      caption: optionalText('A caption', L.textCharacters),
    }),
    z.object({
      ...base,
      kind: z.literal('closing'),
      subtitle: optionalText('A subtitle', L.textCharacters),
      /** Sources and key references, when the deck ends with them. */
      bullets: bulletList(0).optional(),
    }),
  ],
  { error: `A slide's kind must be one of: ${SLIDE_KIND_NAMES.join(', ')}` },
);
export type PlannedSlide = z.output<typeof plannedSlideSchema>;
export type SlideKind = PlannedSlide['kind'];
export type SlideOfKind<K extends SlideKind> = Extract<PlannedSlide, { kind: K }>;
export const SLIDE_KINDS = plannedSlideSchema.options.map((option) => option.shape.kind.value);

export const deckPlanSchema = z.object({
  title: text('The deck title', L.titleCharacters),
  /** BCP 47 language of the deck's text ("en", "pt", "ar", "zh"), when known. */
  language: z.string().min(2).max(35).optional(),
  /** Right-to-left scripts (Arabic, Hebrew) set every paragraph right to left. */
  direction: z.enum(['ltr', 'rtl']).optional(),
  slides: z
    .array(plannedSlideSchema)
    .min(1, { error: 'A deck needs at least one slide' })
    .max(L.slides, { error: `A deck holds at most ${L.slides} slides` }),
});
export type DeckPlan = z.output<typeof deckPlanSchema>;
