import JSZip from 'jszip';
import {
  SLIDE_KINDS,
  TEMPLATE_REPORT_VERSION,
  templateNote,
  type TemplateNote,
  type TemplateReport,
  type TemplateSlideUse,
} from '@deckforge/proto';
import { chooseLayouts, type LayoutChoice, type LayoutUse } from './layout-choice';
import { slideTextBoxes } from './slide-text-areas';
import {
  analyzeTemplate,
  type Box,
  type PlaceholderInfo,
  TemplateError,
  type TemplateInfo,
} from './template-analysis';

/** Placeholder types text is written into (titles, subtitles, bodies, content). */
const TEXT_TYPES = new Set(['title', 'ctrTitle', 'subTitle', 'body', 'obj']);
/**
 * The least room a placeholder needs to count as a text area, as shares of the slide: a line of
 * a few words at a readable size. A body "a few millimetres wide" (seen in real decks) is not one.
 */
const MIN_TEXT_WIDTH_SHARE = 0.15;
const MIN_TEXT_HEIGHT_SHARE = 0.05;

/**
 * What the generator will make of a template package, told once at upload: the layout per kind
 * of slide, what is missing (notes for the owner) and whether there is room for text at all.
 * A package the analysis refuses is reported unusable with its reason; any other failure is
 * thrown (a fault of ours, not of the file). See docs/decisions.md, "Templates are analysed at
 * upload".
 */
export async function reportTemplate(bytes: Buffer): Promise<TemplateReport> {
  let template: TemplateInfo;
  let zip: JSZip;
  try {
    zip = await loadPackage(bytes);
    template = await analyzeTemplate(zip);
  } catch (error) {
    if (error instanceof TemplateError) return unusable(error.message);
    throw error;
  }
  // Text boxes on the template's own slides count too: those slides can be prototypes.
  const roomy =
    hasTextArea(template) || (await slideTextBoxes(zip)).some(({ box }) => isRoomy(box, template));
  if (!roomy) return unusable('has no layout or slide with room for text');
  const choice = chooseLayouts(template);
  return {
    version: TEMPLATE_REPORT_VERSION,
    usable: true,
    slides: slideUses(choice),
    prototypes: [],
    notes: notesOf(choice),
  };
}

async function loadPackage(bytes: Buffer): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes);
  } catch {
    throw new TemplateError('is damaged or not a PowerPoint presentation');
  }
}

/** TemplateError messages read "it has no slide layouts"; the report's reason follows "it". */
function unusable(reason: string): TemplateReport {
  return {
    version: TEMPLATE_REPORT_VERSION,
    usable: false,
    reason: reason.replace(/^it\s+/, ''),
    slides: {},
    prototypes: [],
    notes: [],
  };
}

/** Whether some layout has a text placeholder with room for a line of text. */
export function hasTextArea(template: TemplateInfo): boolean {
  return template.layouts.some((layout) =>
    layout.placeholders.some((placeholder) => isTextArea(placeholder, template)),
  );
}

function isTextArea(placeholder: PlaceholderInfo, template: TemplateInfo): boolean {
  if (!TEXT_TYPES.has(placeholder.type)) return false;
  // Without geometry anywhere in its layout or master, PowerPoint places it by default: room.
  return !placeholder.box || isRoomy(placeholder.box, template);
}

const isRoomy = (box: Box, template: TemplateInfo): boolean =>
  box.w >= template.slideWidth * MIN_TEXT_WIDTH_SHARE &&
  box.h >= template.slideHeight * MIN_TEXT_HEIGHT_SHARE;

function slideUses(choice: LayoutChoice): TemplateReport['slides'] {
  const slides: TemplateReport['slides'] = {};
  for (const kind of SLIDE_KINDS) {
    const use = choice[kind];
    if (use) slides[kind] = slideUse(use);
  }
  return slides;
}

const slideUse = (use: LayoutUse): TemplateSlideUse => ({
  layout: use.layout.name || `Layout ${use.layout.number}`,
  layoutNumber: use.layout.number,
});

/** What the chosen layouts lack, in the order a deck meets it. */
function notesOf(choice: LayoutChoice): TemplateNote[] {
  const notes: TemplateNote[] = [];
  // The title slide falls back on the content layout only when nothing suits it better.
  if (choice.title.layout === choice.bullets.layout) notes.push(templateNote('no-title-layout'));
  const section = choice.section.layout;
  if (section.type !== 'secHead' && !/section|divider|header/i.test(section.name))
    notes.push(templateNote('no-section-layout'));
  if (!choice.bullets.body) notes.push(templateNote('no-content-layout'));
  if (!choice['two-columns'].columns) notes.push(templateNote('no-two-column-layout'));
  if (!choice.picture.picture) notes.push(templateNote('no-picture-layout'));
  return notes;
}
