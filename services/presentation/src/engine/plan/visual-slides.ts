import type { PlannedBullet, PlannedSlide, SlideOfKind } from '@deckforge/proto';
import type { ExtractedSource, SourcePicture, SourceSection, SourceTable } from '../extract';
import { captionNumber, referencesIn } from '../../text/captions';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import type { PlanContext } from './plan-context';
import { readsAsWords } from './readable-text';
import { isJunk } from './section-points';
import { chartOf, tableSlides } from './table-slides';
import { bulletText, shorten, titleFromFileName, where } from './text-summary';

/** Figures and tables a deck shows from one document at most (in the document's order). */
const MAX_FIGURES = 16;
const MAX_TABLES = 8;
/** Points beside a figure at most: the figure takes the room, the rest goes to the next one. */
const POINTS_PER_FIGURE = 3;
/** Words of a caption that still names its figure; a longer one is a sentence about it. */
const CAPTION_TITLE_WORDS = 7;

interface Visual {
  /** The section after whose slides it goes. */
  section: number;
  /** "figure 4", "table 2", when its caption numbers it. */
  key?: string;
  slides: PlannedSlide[];
}

/**
 * The slides that show a document's figures, tables and charts, each placed after the slides
 * of the section that first refers to it ("Figure 4 shows…"), else after its own section:
 * a figure on a picture + text slide with the referring passage beside it and its caption as
 * alt text; a table as native table slides, and as a chart too when it holds numbers.
 */
export class VisualSlides {
  private readonly visuals: Visual[] = [];
  private readonly placed = new Set<Visual>();

  constructor(
    private readonly name: string,
    private readonly source: ExtractedSource,
    private readonly context: PlanContext,
  ) {
    const references = referencingSections(source.sections);
    const figures = source.pictures.filter((picture) => picture.blobKey).slice(0, MAX_FIGURES);
    for (const figure of figures) this.visuals.push(this.figure(figure, references));
    for (const table of (source.tables ?? []).slice(0, MAX_TABLES))
      this.visuals.push(this.table(table, references));
  }

  /** What goes after the slides of section `index`. */
  after(index: number): PlannedSlide[] {
    return this.take((visual) => visual.section === index);
  }

  /** The figure or table an outline asks for by its number ("Figure 4", "Table 2"). */
  named(reference: string): PlannedSlide[] {
    const key = referencesIn(reference)[0];
    return key ? this.take((visual) => visual.key === key) : [];
  }

  /**
   * The first figure of these sections that carries their short text as its points, under their
   * title: a slide with a photo and a few words stays one slide. Undefined when they have none.
   */
  withText(
    sections: number[],
    text: { title: string; bullets: PlannedBullet[]; notes: string },
  ): PlannedSlide | undefined {
    const visual = this.visuals.find(
      (visual) =>
        !this.placed.has(visual) &&
        sections.includes(visual.section) &&
        visual.slides[0]?.kind === 'picture',
    );
    if (!visual) return undefined;
    this.placed.add(visual);
    const picture = visual.slides[0] as SlideOfKind<'picture'>;
    // Both notes, within what a slide's notes hold.
    const notes = `${text.notes}\n\n${picture.notes}`.slice(0, PLAN_LIMITS.notesCharacters * 3);
    // The words read inside the picture (OCR) stay, after the part's own.
    const said = new Set(text.bullets.map((bullet) => bullet.text));
    const inPicture = (picture.bullets ?? []).filter((bullet) => !said.has(bullet.text));
    return { ...picture, ...text, bullets: [...text.bullets, ...inPicture], notes };
  }

  /** What no section took (tables of a spreadsheet, figures of sections left out). */
  rest(): PlannedSlide[] {
    return this.take(() => true);
  }

  private take(wanted: (visual: Visual) => boolean): PlannedSlide[] {
    const slides: PlannedSlide[] = [];
    for (const visual of this.visuals)
      if (!this.placed.has(visual) && wanted(visual)) {
        this.placed.add(visual);
        slides.push(...visual.slides.map((slide) => this.newPointsOnly(slide)));
      }
    return slides;
  }

  /**
   * A figure's points less those the deck already made (its section's slides, a figure before it
   * on the same page): a point is made once. A figure left without points keeps its caption.
   */
  private newPointsOnly(slide: PlannedSlide): PlannedSlide {
    if (slide.kind !== 'picture' || !slide.bullets) return slide;
    const { bullets: all, ...rest } = slide;
    const bullets: PlannedBullet[] = [];
    for (const bullet of all)
      if (bullets.length < POINTS_PER_FIGURE && this.context.isNew(bullet.text))
        bullets.push(bullet);
    return bullets.length ? { ...rest, bullets } : rest;
  }

  private figure(picture: SourcePicture, references: Map<string, number>): Visual {
    const key = picture.caption ? captionNumber(picture.caption) : undefined;
    const referring = key !== undefined ? references.get(key) : undefined;
    const section = referring ?? picture.section ?? -1;
    const heading = this.source.sections[section]?.heading;
    const caption = picture.caption ? shorten(picture.caption.replace(/\s+/g, ' '), 40) : undefined;
    // Named by what describes it, in words; never by the file's name ("2pic"), nor by a bare
    // number ("Figure 2") that the caption under the figure gives anyway.
    // A caption names the slide only when it is a name ("Cluster structure"): a sentence
    // ("Using a 5-point scale, participants were asked…") goes under the figure, and the
    // section's heading is the title.
    const { tools } = this.context;
    const name = (text: string | undefined) =>
      text && tools.wordCount(firstSentence(text)) <= CAPTION_TITLE_WORDS
        ? firstSentence(text)
        : undefined;
    const title = [name(captionLabel(caption)), name(picture.altText), heading, this.source.title]
      .map((text) => text && shorten(firstSentence(text), 10))
      .find((text) => !!text && readsAsWords(text, tools));
    const named = title ?? `${this.context.words.picture} ${this.visuals.length + 1}`;
    const nearby = key ? this.passage(section, key) : this.onPage(section, picture.location?.page);
    // Text inside the picture (a scan, a screenshot) says what it shows when nothing else does.
    const passage = nearby.length ? nearby : this.pictureText(picture);
    const altText = (
      picture.caption ??
      picture.altText ??
      (picture.ocrText ? `Picture with the text: ${picture.ocrText}` : `Picture from ${this.name}`)
    ).slice(0, 600);
    return {
      section,
      ...(key ? { key } : {}),
      slides: [
        {
          kind: 'picture',
          title: named,
          picture: {
            blobKey: picture.blobKey!,
            mime: picture.mime,
            width: picture.width,
            height: picture.height,
          },
          altText,
          ...(caption ? { caption } : {}),
          ...(passage.length ? { bullets: passage } : {}),
          notes: [
            picture.caption ?? picture.altText ?? picture.ocrText ?? 'A picture from the source.',
            `Source: ${where(this.name, picture.location)}`,
          ].join('\n\n'),
        },
      ],
    };
  }

  /**
   * For a picture without caption: what its page says, from its section. More than a figure
   * shows: figures of one page take the points in turn (see newPointsOnly), never the same ones.
   */
  private onPage(section: number, page: number | undefined): PlannedBullet[] {
    if (page === undefined) return [];
    return (
      (this.source.sections[section]?.blocks ?? [])
        .filter((block) => block.location?.page === page && block.type !== 'caption')
        // A point is a sentence: a paragraph's first, never the paragraph whole.
        .map((block) => ({
          text: bulletText(this.context.tools.sentences(block.text)[0] ?? block.text, 15),
          level: 0,
        }))
        .filter((bullet) => !isJunk(bullet.text, this.context.tools))
        .slice(0, POINTS_PER_FIGURE * 3)
    );
  }

  /** The first sentences read inside a picture (at most 3 points), as points beside it. */
  private pictureText(picture: SourcePicture): PlannedBullet[] {
    if (!picture.ocrText) return [];
    // Sentences only: a chart's legend or axis read by OCR ("Tech Partners R&D Partners Total
    // 2002 2003") is no point: it neither ends as a sentence ends nor holds any of the
    // language's small words. A line that ends as one ("Happy New Year 2003!") is said.
    const { tools } = this.context;
    const endsAsSaid = (sentence: string) => /[.!?]$/.test(sentence.trim());
    const hasSmallWords = (sentence: string) =>
      tools.wordCount(sentence) >= 4 &&
      sentence.split(/\s+/).some((word) => tools.stopwords.has(word.toLowerCase()));
    return picture.ocrText
      .split(/(?<=[.!?])\s+/)
      .filter(
        (sentence) =>
          !isJunk(sentence, tools) &&
          tools.wordCount(sentence) >= 2 &&
          (endsAsSaid(sentence) || hasSmallWords(sentence)),
      )
      .slice(0, POINTS_PER_FIGURE)
      .map((sentence) => ({ text: bulletText(sentence, 15), level: 0 }));
  }

  /** The sentences of a section that refer to a figure, as points beside it. */
  private passage(section: number, key: string): PlannedBullet[] {
    const blocks = this.source.sections[section]?.blocks ?? [];
    const bullets: PlannedBullet[] = [];
    for (const block of blocks) {
      if (block.type === 'caption' || !referencesIn(block.text).includes(key)) continue;
      const sentence =
        block.text.split(/(?<=[.!?])\s+/).find((s) => referencesIn(s).includes(key)) ?? block.text;
      const text = bulletText(sentence, 18);
      if (isJunk(text, this.context.tools)) continue;
      bullets.push({ text, level: 0 });
      if (bullets.length === POINTS_PER_FIGURE) break;
    }
    return bullets;
  }

  private table(table: SourceTable, references: Map<string, number>): Visual {
    const key = table.caption ? captionNumber(table.caption) : undefined;
    const section = (key !== undefined ? references.get(key) : undefined) ?? table.section ?? -1;
    const heading = this.source.sections[section]?.heading;
    const chart = chartOf(table);
    const title = shorten(
      table.caption?.replace(/^[^:.–—]{1,20}\d+[a-z]?\s*[:.–—-]\s*/i, '') ||
        table.sheet ||
        heading ||
        chart?.title ||
        titleFromFileName(this.name),
      10,
    );
    const location = where(this.name, table.location);
    const slides: PlannedSlide[] = [];
    if (chart)
      slides.push({
        kind: 'chart',
        title,
        chart: chart.chart,
        caption: table.caption ? shorten(table.caption, 30) : `${title}`,
        notes: `${chart.note}\n\nSource: ${location}`,
      });
    // A chart already says what a long numeric table says; its rows stay in the notes. A chart
    // the source drew is shown as a chart only: its numbers are the source's own table's.
    if (!chart || (!table.chartType && table.rows.length <= 12))
      slides.push(...tableSlides(title, table, location));
    this.context.isNew(title);
    return { section, ...(key ? { key } : {}), slides };
  }
}

/** For each "figure 4" / "table 2", the first section whose text refers to it. */
function referencingSections(sections: SourceSection[]): Map<string, number> {
  const found = new Map<string, number>();
  sections.forEach((section, index) => {
    for (const block of section.blocks) {
      if (block.type === 'caption') continue;
      for (const key of referencesIn(block.text)) if (!found.has(key)) found.set(key, index);
    }
  });
  return found;
}

/** A caption without its label and number ("Fig. 3. Cluster structure" → "Cluster structure"). */
function captionLabel(caption: string | undefined): string | undefined {
  if (!caption) return undefined;
  const label = caption.replace(CAPTION_LABEL, '').trim();
  return label && label !== caption.trim() ? label : CAPTION_LABEL.test(caption) ? '' : caption;
}

const CAPTION_LABEL =
  /^(?:figure|fig|image|picture|illustration|chart|graph|diagram|photo|exhibit|plate|table|tab|abbildung|abb|tabelle|figura|tabla|tableau|рис|рисунок|таблица|图|表)\.?\s*(?:\d+|[ivxlc]+)(?:[.-]?\d+[a-z]?)?(?:\s*[.:：–—-]\s*|\s*$)/iu;

/** The first sentence of a caption: a title, where the rest of the caption explains. */
const firstSentence = (text: string) =>
  text.split(/(?<=[.!?])\s+(?=\p{Lu})/u)[0].replace(/[.]$/, '');
