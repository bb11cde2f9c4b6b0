import type { PlannedBullet, PlannedSlide } from '@deckforge/proto';
import type { ExtractedSource, SourceBlock } from '../extract';
import { condense, titleText } from './condense';
import { contentsSlides } from './contents-slides';
import { documentMatter } from './document-matter';
import { slideHeadings } from './heading-numbers';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import type { PlanContext } from './plan-context';
import { choosePoints, isJunk, type Point, pointsWanted } from './section-points';
import { readsAsWords } from './readable-text';
import { bulletSlides } from '../../deck-rules/slide-parts';
import { textKindSlide } from './text-kinds';
import { sameText } from './same-text';
import { opensWithTitle } from './source-title';
import { titleFromFileName, where } from './text-summary';
import { splitTopics, topicTitles } from './topics';
import { VisualSlides } from './visual-slides';

/** Parts whose sentences make the best summary: what the writer says the document is about. */
const TAKEAWAY_HEADING =
  /abstract|summary|introduc|overview|conclu|discussion|resumo|introdução|conclus|resumen|zusammenfassung|einleitung|fazit|schluss|résumé|аннотация|введение|заключение|выводы|итоги|ملخص|مقدمة|خاتمة|الخلاصة|摘要|引言|结论|总结|概述/iu;

/** A run of blocks that becomes one group of slides. */
interface Unit {
  title: string;
  /** The heading it sits under, when it is a subsection (thin siblings merge under it). */
  parent?: string;
  /** A top-level heading of a document with several: it opens a part (a divider). */
  opensPart: boolean;
  /** The document's title heading and what is under it: its cover. */
  cover?: boolean;
  /** Section indexes it covers (figures and tables follow their section's slides). */
  sections: number[];
  blocks: SourceBlock[];
  words: number;
  points: Point[];
  notes: string;
}

/**
 * The offline planner's slides for one text document (docs/decisions.md, "Content a presenter
 * would keep"): front and back matter left out; a document without headings split into
 * topics titled by their key phrase; each part's best points as complete sentences, 3 to 6 per
 * slide, at most 3 slides per part; thin neighbours merged; one point alone a statement;
 * figures and tables after the part that refers to them.
 */
export function documentSlides(
  name: string,
  source: ExtractedSource,
  context: PlanContext,
): PlannedSlide[] {
  const matter = documentMatter(source);
  const docTitle = source.title ?? titleFromFileName(name);
  context.credits.push(
    [docTitle, matter.authors].filter(Boolean).join(' — '),
    ...matter.references,
  );
  const units = unitsOf(name, source, context, matter.skipped, matter.dropped);
  for (const unit of units) {
    unit.points = choosePoints(unit.blocks, pointsWanted(unit.words, context), context);
    if (TAKEAWAY_HEADING.test(unit.title)) addTakeaways(unit, context);
  }
  const groups = mostImportant(
    mergeThin(units.filter((unit) => unit.points.length > 0 || unit.opensPart)),
    context,
  );
  const visuals = new VisualSlides(name, source, context);
  // A document that is only its table of contents shows that list, not an empty deck.
  const slides: PlannedSlide[] = groups.some((unit) => unit.points.length > 0)
    ? []
    : contentsSlides(name, source, matter.skipped);
  const parts = groups.filter((unit) => unit.opensPart).length;
  if (parts >= 2)
    context.parts.push(
      ...groups
        // A part the deck shows: by its own slide, or by a divider over its subsections.
        .filter(
          (unit, index) =>
            unit.opensPart && (unit.points.length > 0 || partSize(groups, index) >= 2),
        )
        .map((unit) => unit.title),
    );
  // The source's cover opens the deck: its photo follows the title slide (the first source's
  // before the agenda), with the cover's few words when it has some; never the deck's end.
  const cover = units.find((unit) => unit.cover)?.sections[0];
  const opening = context.started ? slides : context.opening;
  const placed = new Set<number>();
  const place = (section: number) => {
    if (placed.has(section)) return;
    placed.add(section);
    (section === cover ? opening : slides).push(...visuals.after(section));
  };
  for (const [index, unit] of groups.entries()) {
    // Figures of parts the deck leaves out keep their place in the source's order.
    const first = Math.min(...unit.sections, source.sections.length);
    for (let section = 0; section < first; section++) place(section);
    // A part divider only when the part holds more than one slide of its own.
    if (unit.opensPart && parts >= 2 && partSize(groups, index) >= 2)
      slides.push({ kind: 'section', title: unit.title, notes: unit.notes });
    const made = unitSlides(unit, visuals);
    const withCoverPhoto = unit.sections.length === 1 && unit.sections[0] === cover;
    (withCoverPhoto && made.every((slide) => slide.kind === 'picture') ? opening : slides).push(
      ...made,
    );
    for (const section of unit.sections) place(section);
  }
  if (cover !== undefined) place(cover);
  slides.push(...visuals.rest());
  return slides;
}

function unitsOf(
  name: string,
  source: ExtractedSource,
  context: PlanContext,
  skipped: Set<number>,
  dropped: Set<SourceBlock>,
): Unit[] {
  const { tools } = context;
  const fallback = source.title ?? titleFromFileName(name);
  const keep = (block: SourceBlock) =>
    block.type !== 'caption' &&
    !dropped.has(block) &&
    !isJunk(block.text, tools, block.type === 'bullet');
  // A document whose only heading is its title (a paper whose section headings are set as
  // body text) has no parts: it is split into topics, not one part titled by the document.
  const headings = source.sections.filter(
    (section, index) => section.heading && !skipped.has(index),
  );
  const headed =
    headings.length > 1 || (headings.length === 1 && headings[0].heading !== source.title);
  // The document's title as its first heading opens the deck, not a part (see opensWithTitle).
  const titleHeading = opensWithTitle(source, (blocks) =>
    blocks.filter(keep).reduce((sum, block) => sum + tools.wordCount(block.text), 0),
  );
  const isTitle = (index: number) => index === 0 && titleHeading;
  const levels = source.sections.filter((s, i) => s.heading && !isTitle(i)).map((s) => s.level);
  const topLevel = Math.min(...levels, 6);
  const topHeadings = levels.filter((level) => level === topLevel).length;
  const unit = (
    title: string,
    blocks: SourceBlock[],
    sections: number[],
    extra: Partial<Unit>,
  ) => ({
    title: titleText(title, PLAN_LIMITS.wordsPerTitle, tools),
    opensPart: false,
    sections,
    blocks,
    words: blocks.reduce((sum, block) => sum + tools.wordCount(block.text), 0),
    points: [],
    notes: notesOf(name, blocks, sections.length ? source.sections[sections[0]] : undefined),
    ...extra,
  });
  if (!headed) {
    // No headings: topics by lexical cohesion, each titled by its key phrase.
    const owner = new Map<SourceBlock, number>();
    source.sections.forEach((section, index) => section.blocks.forEach((b) => owner.set(b, index)));
    const blocks = source.sections.flatMap((section) => section.blocks).filter(keep);
    // A topic is what makes about one slide of points (five bullets) at the deck's density.
    const topicWords = Math.max(80, (0.8 * PLAN_LIMITS.bulletsPerSlide) / context.bulletsPerWord);
    const topics = splitTopics(blocks, tools, topicWords);
    // Even one topic is titled by its key phrase: never the file's name.
    const titles = topicTitles(topics, tools);
    return topics.map((topic, i) =>
      unit(
        titles[i] && readsAsWords(titles[i], tools) ? titles[i] : fallback,
        topic,
        [...new Set(topic.map((b) => owner.get(b)!))],
        {},
      ),
    );
  }
  const units: Unit[] = [];
  const asTitle = slideHeadings(source.sections);
  let parent: string | undefined;
  source.sections.forEach((section, index) => {
    if (skipped.has(index)) return;
    const blocks = section.blocks.filter(keep);
    // A heading that does not read as words (mathematics, a dateline) names no part.
    const heading =
      section.heading && readsAsWords(section.heading, tools) && asTitle(section.heading);
    if (heading && section.level === topLevel) parent = heading;
    const title = heading || units[units.length - 1]?.title || fallback;
    units.push(
      unit(title, blocks, [index], {
        // A heading that names nothing opens no part: its divider would repeat the last title.
        opensPart: !!heading && section.level === topLevel && topHeadings >= 2 && !isTitle(index),
        ...(isTitle(index) ? { cover: true } : {}),
        ...(section.level > topLevel && parent ? { parent } : {}),
      }),
    );
  });
  return units;
}

/**
 * Neighbours with fewer than three points each, under the same parent, share one slide titled
 * by the parent (or by both their titles when short).
 */
function mergeThin(units: Unit[]): Unit[] {
  const out: Unit[] = [];
  for (const unit of units) {
    const last = out[out.length - 1];
    const thin = (u: Unit) => u.points.length < PLAN_LIMITS.minBulletsPerSlide;
    const related =
      !!last &&
      ((!!unit.parent && last.parent === unit.parent) ||
        (last.opensPart && unit.parent === last.title) ||
        (!unit.parent && !last.parent && !last.opensPart));
    if (
      last &&
      related &&
      !unit.opensPart &&
      (thin(last) || thin(unit)) &&
      last.points.length > 0 &&
      last.points.length + unit.points.length <= PLAN_LIMITS.bulletsPerSlide
    ) {
      const both = `${last.title} · ${unit.title}`;
      out[out.length - 1] = {
        ...last,
        title:
          last.title === unit.title
            ? last.title
            : unit.parent && (last.parent === unit.parent || last.opensPart)
              ? unit.parent
              : both.split(/\s+/).length <= PLAN_LIMITS.wordsPerTitle
                ? both
                : last.title,
        sections: [...last.sections, ...unit.sections],
        blocks: [...last.blocks, ...unit.blocks],
        words: last.words + unit.words,
        points: [...last.points, ...unit.points],
        notes: `${last.notes}\n\n${unit.notes}`.slice(0, PLAN_LIMITS.notesCharacters * 2),
      };
    } else out.push({ ...unit });
  }
  return out;
}

/**
 * At most the deck's share of content slides (PLAN_LIMITS.contentSlides): a longer source keeps
 * its most important parts — those whose best points rank highest — in their order.
 */
function mostImportant(units: Unit[], context: PlanContext): Unit[] {
  const slidesOf = (unit: Unit) => Math.ceil(unit.points.length / PLAN_LIMITS.bulletsPerSlide);
  let total = units.reduce((sum, unit) => sum + slidesOf(unit), 0);
  const budget = context.contentSlidesLeft;
  if (total > budget) {
    const value = (unit: Unit) => {
      const best = unit.points
        .map((p) => p.score)
        .sort((a, b) => b - a)
        .slice(0, 3);
      return best.reduce((sum, score) => sum + score, 0) / Math.max(1, best.length);
    };
    const dropped = new Set<Unit>();
    for (const unit of [...units.slice(1)].sort((a, b) => value(a) - value(b))) {
      if (total <= budget) break;
      if (slidesOf(unit) === 0) continue;
      dropped.add(unit);
      total -= slidesOf(unit);
    }
    units = units.filter((unit) => !dropped.has(unit));
  }
  context.contentSlidesLeft = Math.max(1, budget - total);
  return units;
}

/** Content slides under the part that `index` opens (up to the next part). */
function partSize(units: Unit[], index: number): number {
  let size = units[index].points.length ? 1 : 0;
  for (let i = index + 1; i < units.length && !units[i].opensPart; i++)
    if (units[i].points.length) size++;
  return size;
}

/**
 * Words a part says at most to be said beside its own picture, on one slide (a photo slide's
 * few words), rather than on a text slide followed by a picture slide of the same title.
 */
const WORDS_BESIDE_PICTURE = 30;

function unitSlides(unit: Unit, visuals: VisualSlides): PlannedSlide[] {
  // A point that only says the title again adds nothing beside other points.
  const repeats = (point: Point) => sameText(point.text) === sameText(unit.title);
  const points = unit.points.length > 1 ? unit.points.filter((p) => !repeats(p)) : unit.points;
  const bullets: PlannedBullet[] = points.map(({ text, level }) => ({ text, level }));
  if (bullets.length === 0) return [];
  const notes = unit.notes;
  const pictured =
    unit.words <= WORDS_BESIDE_PICTURE &&
    visuals.withText(unit.sections, { title: unit.title, bullets, notes });
  if (pictured) return [pictured];
  const special = textKindSlide(unit.title, bullets, notes);
  if (special) return [special];
  return bulletSlides(unit.title, bullets, notes);
}

function addTakeaways(unit: Unit, context: PlanContext): void {
  const { tools, ranker } = context;
  for (const block of unit.blocks) {
    if (block.type !== 'paragraph') continue;
    tools.sentences(block.text).forEach((sentence, position) => {
      const { text, fits } = condense(sentence, PLAN_LIMITS.wordsPerBullet, tools);
      if (!fits || isJunk(text, tools) || text.split(' ').length < 5) return;
      context.takeaways.push({ text, score: ranker.score(sentence, position), from: unit.title });
    });
  }
}

function notesOf(
  name: string,
  blocks: SourceBlock[],
  section: ExtractedSource['sections'][number] | undefined,
): string {
  const passage = blocks.map((block) => block.text).join('\n');
  const excerpt =
    passage.length > PLAN_LIMITS.notesCharacters
      ? `${passage.slice(0, PLAN_LIMITS.notesCharacters).replace(/\s+\S*$/, '')} […]`
      : passage;
  const location = section?.location ?? blocks[0]?.location;
  return `${excerpt}\n\nSource: ${where(name, location)}`.trim();
}
