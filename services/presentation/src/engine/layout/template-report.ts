import JSZip from 'jszip';
import { type ExternalLinkKind, stripExternalLinks } from '@deckforge/kit';
import {
  SLIDE_KINDS,
  TEMPLATE_REPORT_VERSION,
  templateNote,
  type TemplateNote,
  type TemplateReport,
  type TemplateNoteCode,
  type TemplateSlideUse,
} from '@deckforge/proto';
import { chooseLayouts, type LayoutChoice, type LayoutUse } from './layout-choice';
import {
  slideTextBoxes,
  hasUsableTextArea,
  analyzeTemplate,
  type Box,
  frameTemplate,
  TemplateError,
  type TemplateInfo,
} from '../template';
/** The least room a text box on a slide needs, as shares of the slide (a line of a few words). */
const MIN_TEXT_WIDTH_SHARE = 0.15;
const MIN_TEXT_HEIGHT_SHARE = 0.05;

/**
 * What the generator will make of a template package, told once at upload: the layout per kind
 * of slide, what is missing or was removed (notes for the owner) and whether there is room for
 * text at all.
 * A package the analysis refuses is reported unusable with its reason; any other failure is
 * thrown (a fault of ours, not of the file). See docs/decisions.md, "Templates are analysed at
 * upload".
 */
export async function reportTemplate(bytes: Buffer): Promise<TemplateReport> {
  let template: TemplateInfo;
  let zip: JSZip;
  let links: TemplateNote[];
  try {
    zip = await loadPackage(bytes);
    // What storage strips from the package as it keeps it: its owner reads what went.
    links = linkNotes(await stripExternalLinks(zip));
    template = await analyzeTemplate(zip);
    // A template without text places gets layouts of its own, as the renderer gives it.
    template = (await frameTemplate(zip, template)) ?? template;
  } catch (error) {
    if (error instanceof TemplateError) return unusableReport(error.message);
    throw error;
  }
  // Text boxes on the template's own slides count too: those slides can be prototypes.
  const roomy =
    hasUsableTextArea(template) ||
    (await slideTextBoxes(zip)).some(({ box }) => isRoomy(box, template));
  if (!roomy) return unusableReport('has no layout or slide with room for text');
  const choice = chooseLayouts(template);
  return {
    version: TEMPLATE_REPORT_VERSION,
    usable: true,
    slides: slideUses(choice),
    prototypes: prototypesOf(choice),
    notes: [...notesOf(choice), ...links],
  };
}

const LINK_NOTES: Record<ExternalLinkKind, TemplateNoteCode> = {
  picture: 'linked-pictures-removed',
  media: 'linked-media-removed',
  object: 'linked-objects-removed',
  'chart-data': 'linked-chart-data-removed',
  template: 'other-links-removed',
  hyperlink: 'other-links-removed',
  other: 'other-links-removed',
};

/** One note per kind of external link the package had (docs/decisions.md, "No network ..."). */
function linkNotes(dropped: Array<{ kind: ExternalLinkKind }>): TemplateNote[] {
  const codes = new Set(dropped.map((link) => LINK_NOTES[link.kind]));
  return [...codes].map(templateNote);
}

async function loadPackage(bytes: Buffer): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes);
  } catch {
    throw new TemplateError('is damaged or not a PowerPoint presentation');
  }
}

/** TemplateError messages read "it has no slide layouts"; the report's reason follows "it". */
export function unusableReport(reason: string): TemplateReport {
  return {
    version: TEMPLATE_REPORT_VERSION,
    usable: false,
    reason: reason.replace(/^it\s+/, ''),
    slides: {},
    prototypes: [],
    notes: [],
  };
}

/** A text box on a slide with room for a line of a few words at a readable size. */
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
  ...(use.prototype ? { prototypeSlide: use.prototype.position } : {}),
});

/** The template's own slides the generator copies, and for which kind of slide. */
function prototypesOf(choice: LayoutChoice): TemplateReport['prototypes'] {
  return SLIDE_KINDS.flatMap((kind) => {
    const prototype = choice[kind]?.prototype;
    return prototype ? [{ slide: prototype.position, kind }] : [];
  });
}

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
