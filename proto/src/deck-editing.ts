import { z } from 'zod';
import { idField } from './common/fields';
import { type DeckPlan, deckPlanSchema } from './deck-plan';
import { PLAN_RENDER_COST, planRenderCost, planTableCells } from './deck-plan-budget';
import type { FileMetadata } from './storage';

/**
 * Editing a generated deck in the browser (docs/decisions.md, "Editing decks"): the plan stored
 * with the deck is read, edited and rendered again — into the same template or another one —
 * as a new version of the project. Contracts shared by the gateway, storage, presentation and
 * the editor.
 */

/** Versions of a project kept (the current one and the ones before it); older ones are deleted. */
export const PROJECT_VERSIONS_KEPT = 10;

/**
 * Largest request body of a save (the plan as JSON). A generated plan is tens of kilobytes; the
 * schema's per-field limits alone would allow far more, so the body is bounded too.
 */
export const PLAN_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * Renders of one person pending at once (one running, one waiting): saves are free, so one
 * person's saves must not fill the render queue everyone shares (docs/decisions.md, "Free
 * renders never delay paid work").
 */
export const RENDERS_PENDING_PER_PERSON = 2;

/** Texts the editor and the API share. */
export const EditingMessages = {
  free: 'Editing, re-rendering and switching templates are free: they re-use what your credits already paid for.',
  noNewSources:
    'Editing re-uses what the deck already has: new files, pictures or media cannot be added here. Create a new presentation to use them.',
  versionConflict:
    'This deck was changed in another tab or window. Reload it to see the latest version; the changes made here were not saved.',
  tooLarge: `This deck is too large to save (at most ${PLAN_BODY_LIMIT_BYTES / 1024 / 1024} MB).`,
  rendersPending:
    'Your last save is still being rendered and another one is waiting. Please save again once one of them is ready.',
  /** A plan over the render budget: what makes it costly, and what to do. */
  tooCostly: (tableCells: number, slides: number) =>
    `This deck is too large to render (${slides} slides, ${tableCells} table cells). Remove slides or shorten tables, or split it into two decks.`,
  tooSlow: 'This deck takes too long to render. Remove slides or shorten tables, then save again.',
  /** Old versions were deleted to make room for the new one (`pruned`: "Deck.pptx, version 2"). */
  versionsPruned: (pruned: string[]) =>
    `Your storage was full, so ${pruned.length === 1 ? 'an older version was' : `${pruned.length} older versions were`} deleted to make room: ${pruned.join('; ')}.`,
  /** No room even without old versions: what to delete (`holders`: "Deck.pptx (1.2 MB)"). */
  storageFull: (quotaMb: number, holders: string[]) =>
    `Your storage is full: your uploads and edited decks may take ${quotaMb} MB in all, and this deck does not fit.${holders.length > 0 ? ` Delete what you no longer need, such as ${holders.join(', ')}, then save again.` : ''}`,
  notEditable:
    'This deck was made before decks could be edited here. Create it again to edit it in the browser.',
} as const;

/** `requestCode` of a save or restore refused because the deck changed since it was loaded. */
export const EditingRequestCode = {
  VersionConflict: 'PLAN_VERSION_CONFLICT',
} as const;

/**
 * Where a version came from: the generation, an edit saved in the editor, the same plan in
 * another template, or an earlier version brought back.
 */
export const VERSION_ORIGINS = ['generated', 'edited', 'template', 'restored'] as const;
export type VersionOrigin = (typeof VERSION_ORIGINS)[number];

export interface ProjectVersionSummary {
  version: number;
  origin: VersionOrigin;
  /** The version an earlier one was restored from. */
  restoredFrom?: number;
  templateId: string;
  /** The template's name, while it exists. */
  templateName: string | null;
  slideCount: number;
  createdAt: string;
}

/**
 * A project's plan as the editor receives it. Pictures and media are named by reference
 * (`asset:<id>`), never by where their bytes are: the editor can keep, move or drop them, and
 * cannot name anything the deck does not already have.
 */
export interface ProjectPlanView {
  message: string;
  file: FileMetadata;
  version: number;
  templateId: string;
  templateName: string | null;
  plan: DeckPlan;
  versions: ProjectVersionSummary[];
}

/** What a finished edit answers. */
export interface ProjectVersionResult {
  message: string;
  file: FileMetadata;
  version: number;
  /** Older versions were deleted to make room for this one (also at the end of `message`). */
  notice?: string;
}

/** Fields that would bring new material into a deck: refused with `EditingMessages.noNewSources`. */
const SOURCE_FIELDS = ['files', 'fileIds', 'file_ids', 'sources', 'media', 'uploads'];

/** A plan a save may render: the schema's bounds, and the render budget of the whole deck. */
export const editedPlanSchema = deckPlanSchema.superRefine((plan, context) => {
  if (planRenderCost(plan) > PLAN_RENDER_COST.budget)
    context.addIssue({
      code: 'custom',
      message: EditingMessages.tooCostly(planTableCells(plan), plan.slides.length),
    });
});

const baseVersion = z
  .number({ error: 'baseVersion must be the version the editor loaded' })
  .int({ error: 'baseVersion must be the version the editor loaded' })
  .min(1, { error: 'baseVersion must be the version the editor loaded' });

/**
 * POST /ppt/projects/:fileId/render — save (same template) or switch template (another
 * `templateId`), in place or as a new project. Free; strict: nothing but the plan comes in.
 */
export const renderProjectBody = z.preprocess(
  (body, context) => {
    if (body && typeof body === 'object' && SOURCE_FIELDS.some((field) => field in body))
      context.addIssue({ code: 'custom', message: EditingMessages.noNewSources });
    return body;
  },
  z.strictObject({
    baseVersion,
    plan: editedPlanSchema,
    /** Another template the person may use; absent: the deck's own. */
    templateId: idField('templateId').optional(),
    /** Keep this project as it is and make the result a new project. */
    asNewProject: z.boolean({ error: 'asNewProject must be true or false' }).optional(),
    /** Chosen by the client to follow progress (`GET /ppt/jobs/:jobId`). */
    jobId: idField('jobId').optional(),
  }),
);
export type RenderProjectBody = z.output<typeof renderProjectBody>;

/** POST /ppt/projects/:fileId/versions/:version/restore */
export const restoreVersionBody = z.strictObject({ baseVersion });

export const projectFileIdParam = idField('fileId');
const notAVersion = 'version must be the number of a version';
export const versionParam = z.coerce
  .number({ error: notAVersion })
  .int({ error: notAVersion })
  .min(1, { error: notAVersion })
  .max(1_000_000, { error: notAVersion });
