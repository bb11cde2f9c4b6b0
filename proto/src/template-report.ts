import { z } from 'zod';
import { rpc } from './common/contracts';
import { SLIDE_KINDS, type SlideKind } from './deck-plan';

/**
 * What the generator will make of a template, worked out once when it is uploaded (or a system
 * template registered) and kept with the file: the layout or prototype slide per kind of slide,
 * what is missing (short notes its owner reads in the Templates Library) and whether it can be
 * used at all. See docs/decisions.md, "Templates are analysed at upload".
 */

/**
 * Raised when the analysis changes what a report says: stored reports of an older version are
 * worked out again (system templates at start); a user's template keeps its report. 3: layout
 * roles from the template's own evidence (issue 29) choose other layouts per kind.
 */
export const TEMPLATE_REPORT_VERSION = 3;

/**
 * Why a template may look less like its owner expects; each code has one text the owner reads.
 * Add a code with its text here when the analysis learns to tell something new.
 */
export const TEMPLATE_NOTES = {
  'no-title-layout': 'No title slide layout: the first slide uses a content layout',
  'no-section-layout': 'No section header layout: section slides use another layout',
  'no-content-layout': 'No title and content layout: text goes below the title',
  'no-two-column-layout': 'No two-column layout: lists use one column',
  'no-picture-layout': 'No picture layout: pictures go beside the text',
  // What the file linked from outside itself is removed at upload (never fetched).
  'linked-pictures-removed':
    'Pictures linked from outside the file were removed: only pictures saved in it show',
  'linked-media-removed': 'Video or sound linked from outside the file was removed',
  'linked-objects-removed':
    'Objects linked to other files were removed: they show their last saved image, if any',
  'linked-chart-data-removed':
    'Charts linked to outside workbooks keep the figures saved in the file and no longer update',
  'other-links-removed':
    'Other links to content outside the file were removed (an attached template, file links)',
} as const;
export type TemplateNoteCode = keyof typeof TEMPLATE_NOTES;
const NOTE_CODES = Object.keys(TEMPLATE_NOTES) as [TemplateNoteCode, ...TemplateNoteCode[]];

/** Where one kind of slide goes: a layout of the template, or a copy of one of its slides. */
export const templateSlideUseSchema = z.object({
  /** The layout's name as the template names it (`Title and Content`). */
  layout: z.string().max(255),
  /** The layout part's number (`slideLayout7.xml` → 7). */
  layoutNumber: z.number().int().min(1),
  /** 1-based number of the template's slide copied as a prototype, when one is used instead. */
  prototypeSlide: z.number().int().min(1).optional(),
});
export type TemplateSlideUse = z.output<typeof templateSlideUseSchema>;

/** A slide of the template whose own artwork is reused for a kind of slide. */
export const templatePrototypeSchema = z.object({
  slide: z.number().int().min(1),
  kind: z.enum(SLIDE_KINDS as [SlideKind, ...SlideKind[]]),
});
export type TemplatePrototype = z.output<typeof templatePrototypeSchema>;

export const templateNoteSchema = z.object({
  code: z.enum(NOTE_CODES),
  /** The code's text from TEMPLATE_NOTES (stored, so that a reader needs no lookup). */
  message: z.string().max(200),
});
export type TemplateNote = z.output<typeof templateNoteSchema>;

export const templateReportSchema = z.object({
  version: z.number().int().min(1),
  /** Some layout (or prototype slide) has room for text; a template without any is refused. */
  usable: z.boolean(),
  /** Why the template cannot be used, after "it" ("has no placeholder with room for text"). */
  reason: z.string().max(300).optional(),
  /** Per kind of slide; empty when the template is not usable. */
  slides: z.partialRecord(
    z.enum(SLIDE_KINDS as [SlideKind, ...SlideKind[]]),
    templateSlideUseSchema,
  ),
  prototypes: z.array(templatePrototypeSchema).max(100),
  notes: z.array(templateNoteSchema).max(20),
});
export type TemplateReport = z.output<typeof templateReportSchema>;

/** The note of a code, as stored in a report. */
export const templateNote = (code: TemplateNoteCode): TemplateNote => ({
  code,
  message: TEMPLATE_NOTES[code],
});

export const analyzeTemplateRequestSchema = z.object({
  /** Where the template's bytes are (the blob store storage and presentation share). */
  blobKey: z.string().min(1).max(1024),
});

export const TemplateAnalysisRpc = {
  /** Presentation reads the package and answers its report; a damaged one is `usable: false`. */
  analyze: rpc<TemplateReport>()('presentation.analyze-template', analyzeTemplateRequestSchema),
} as const;
