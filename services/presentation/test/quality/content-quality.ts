import type { DeckPlan, PlannedSlide } from '@deckforge/proto';
import { languageTools } from '../../src/text/language/language';
import { AGENDA_TITLES } from '../../src/deck-rules/deck-words';
import { PLAN_LIMITS } from '../../src/deck-rules/plan-limits';
import { isJunk, sameText } from '../../src/engine/plan';
import { pointsOf, visibleTexts } from './slide-texts';
import { isCutTitle } from './cut-title';
import { contentsEntries } from '../../src/text/leaders';

/**
 * What a presenter would rewrite in a deck's text (docs/benchmarks.md, "Content quality"):
 * measured on the plan, the deck's content as the renderer draws it.
 */
export interface ContentQuality {
  /** Bullets, two-column, statement and big-number slides (the agenda and summary included). */
  contentSlides: number;
  sourceWords: number;
  /** Any text on a slide that ends in an ellipsis (a cut sentence). */
  ellipsisBullets: number;
  /** Bullets with fewer than two words of three letters or more (figure ticks, stray lines). */
  junkBullets: number;
  /** Bullet slides holding a single bullet (statements are the right kind for one point). */
  oneBulletSlides: number;
  /** Bullets (and statements) said word for word earlier in the deck. */
  verbatimRepeats: number;
  /** Titles ending in an ellipsis, a dangling word or punctuation, or an open parenthesis. */
  cutTitles: number;
  /**
   * Where the agenda and the deck disagree: items no slide is titled by, part dividers it leaves
   * out, and a deck that after the agenda starts with something else than its first item.
   */
  agendaMismatches: number;
  contentSlidesPer1000Words: number;
  /** Share of the source's 40 most frequent content words that appear on the slides. */
  coverage: number;
}

const CONTENT_KINDS = new Set(['bullets', 'two-columns', 'statement', 'big-number']);
const ELLIPSIS = /(?:…|\.\.\.)\s*$/;

/** The content figures of one deck planned from `sourceText`. */
export function contentQuality(plan: DeckPlan, sourceText: string): ContentQuality {
  const tools = languageTools((plan.language ?? 'en').split('-')[0]);
  const content = plan.slides.filter((slide) => CONTENT_KINDS.has(slide.kind));
  const said = new Set<string>();
  let ellipsis = 0;
  let junk = 0;
  let repeats = 0;
  // A short bullet written so in the source (a list item, a diagram's label, an entry of a table
  // of contents without its leader and page number) is the author's.
  const lines = new Set(
    sourceText
      .split('\n')
      .flatMap((line) => [line, ...contentsEntries(line).map((entry) => entry.text)])
      .map(sameText),
  );
  const junkBullet = (text: string) =>
    isJunkBullet(text, tools.spaced) && (isJunk(text, tools, true) || !lines.has(sameText(text)));
  for (const slide of plan.slides)
    for (const text of visibleTexts(slide)) if (ELLIPSIS.test(text)) ellipsis++;
  for (const slide of content) {
    const agenda = AGENDA_TITLES.has(slide.partOf ?? slide.title);
    for (const text of pointsOf(slide)) {
      if (!agenda && junkBullet(text)) junk++;
      const key = sameText(text);
      if (said.has(key)) repeats++;
      said.add(key);
    }
  }
  const sourceWords = tools.wordCount(sourceText);
  return {
    contentSlides: content.length,
    sourceWords,
    ellipsisBullets: ellipsis,
    junkBullets: junk,
    oneBulletSlides: content.filter((s) => s.kind === 'bullets' && s.bullets.length === 1).length,
    verbatimRepeats: repeats,
    // A heading written so by the author ("… Editors enable you to", over a list) is not cut.
    cutTitles: plan.slides.filter(
      (slide) => isCutTitle(slide.title) && !lines.has(sameText(slide.title)),
    ).length,
    agendaMismatches: agendaMismatches(plan.slides, plan.title),
    contentSlidesPer1000Words: sourceWords ? round((content.length * 1000) / sourceWords) : 0,
    coverage: round(coverage(plan, sourceText)),
  };
}

/** What the acceptance test requires of every deck's content. */
export function contentAcceptable(quality: ContentQuality): string[] {
  const problems: string[] = [];
  if (quality.ellipsisBullets) problems.push(`${quality.ellipsisBullets} ellipsis bullets`);
  if (quality.junkBullets) problems.push(`${quality.junkBullets} junk bullets`);
  if (quality.verbatimRepeats) problems.push(`${quality.verbatimRepeats} repeated bullets`);
  if (quality.cutTitles) problems.push(`${quality.cutTitles} cut titles`);
  if (quality.agendaMismatches)
    problems.push(`${quality.agendaMismatches} agenda items out of step with the parts`);
  if (quality.oneBulletSlides > quality.contentSlides * 0.1)
    problems.push(`${quality.oneBulletSlides} one-bullet slides of ${quality.contentSlides}`);
  if (quality.coverage < 0.7) problems.push(`coverage ${quality.coverage}`);
  return problems;
}

function isJunkBullet(text: string, spaced = true): boolean {
  if (!spaced) return (text.match(/\p{L}/gu) ?? []).length < 4;
  return text.split(/\s+/).filter((word) => (word.match(/\p{L}/gu) ?? []).length >= 3).length < 2;
}

function agendaMismatches(slides: PlannedSlide[], deckTitle: string): number {
  const isAgenda = (slide: PlannedSlide) => AGENDA_TITLES.has(slide.partOf ?? slide.title);
  const agenda = slides.filter(isAgenda);
  if (agenda.length === 0) return 0;
  const items = agenda.flatMap((slide) => pointsOf(slide).map(sameText));
  const rest = slides.slice(slides.indexOf(agenda[agenda.length - 1]) + 1);
  const titlesOf = (slide: PlannedSlide) => [slide.title, slide.partOf ?? ''].map(sameText);
  const titles = new Set(rest.flatMap(titlesOf));
  // A full agenda names the first parts only; a preamble titled by the deck may come first.
  const full = items.length >= PLAN_LIMITS.agendaItems;
  const dividers = rest.filter((slide) => slide.kind === 'section').map((s) => sameText(s.title));
  const opening = rest.find(
    (slide) => sameText(slide.title) !== sameText(deckTitle) || titlesOf(slide).includes(items[0]),
  );
  const opensWithFirst = !opening || titlesOf(opening).includes(items[0]);
  return (
    items.filter((item) => !titles.has(item)).length +
    (full ? 0 : dividers.filter((divider) => !items.includes(divider)).length) +
    (opensWithFirst ? 0 : 1)
  );
}

/**
 * Share of the source's 40 most frequent content words found on the slides; a word counts when
 * a slide word shares its stem (all but its last two letters, at least four): "systems" covers
 * "system", "безопасности" covers "безопасность".
 */
function coverage(plan: DeckPlan, sourceText: string): number {
  const tools = languageTools((plan.language ?? 'en').split('-')[0]);
  const counts = new Map<string, number>();
  for (const word of tools.contentWords(sourceText)) {
    if (/^\d+$/.test(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const top = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 40)
    .map(([word]) => word);
  if (top.length === 0) return 1;
  const shown = [...new Set(tools.words(plan.slides.flatMap(visibleTexts).join(' ')))];
  return top.filter((word) => shown.some((other) => sameStem(word, other))).length / top.length;
}

function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const needed = Math.max(4, Math.min(a.length, b.length) - 2);
  if (Math.abs(a.length - b.length) > 3 || a.length < needed || b.length < needed) return false;
  return a.slice(0, needed) === b.slice(0, needed);
}
const round = (value: number) => Math.round(value * 100) / 100;
