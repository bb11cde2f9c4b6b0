import type { PlannedBullet } from '@deckforge/proto';
import type { SourceBlock } from '../extract';
import { isCaption } from '../../text/captions';
import { cleanSentence, condense, isDangling } from './condense';
import type { LanguageTools } from '../../text/language/language';
import { PLAN_LIMITS } from '../../deck-rules/plan-limits';
import type { PlanContext } from './plan-context';
import { readsAsWords } from './readable-text';
import { holdsLeader } from '../../text/leaders';

/** A point a slide may make: a sentence condensed, or a list item as written. */
export interface Point extends PlannedBullet {
  score: number;
  order: number;
  /** Within the words a bullet may have (see condense). */
  fits: boolean;
}

/** Content words from which a run of labels can be told from a sentence by its repeats. */
const LABEL_RUN_WORDS = 6;
/** Longer than this, a run of words is a passage, not a line of labels. */
const LABEL_RUN_MAX_WORDS = 30;

/**
 * Junk as a bullet: fewer than two words of three letters or more ("10.00%", "15 12 9 6 3",
 * "Fig. 3"), text that is mostly figures and symbols (axis ticks, equations), an e-mail or web
 * address alone, and labels read as a line — a chart's legend or axis ("Paxos much easier Paxos
 * somewhat easier Roughly equal Raft somewhat easier …"), where each content word comes twice or
 * more on average (prose with parallel clauses repeats far less: "watched the video, took the
 * quiz, watched the second video" keeps more than half its words distinct).
 * A sentence must read as words (readable-text.ts): "It follows that 𝑉𝑑𝑙,2 can have value
 * 𝑉1 ∈ (𝑉φ,𝑉Ω]" is mathematics a slide cannot set. An `item` of a list or diagram is written short on purpose (an org chart's "President",
 * "VP – HR"): two letters make it a point.
 */
export function isJunk(text: string, tools: LanguageTools, item = false): boolean {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (!tools.spaced) return letters < (item ? 2 : 4);
  const words = text.split(/\s+/).filter((word) => (word.match(/\p{L}/gu) ?? []).length >= 3);
  if (item ? letters < 2 : words.length < 2) return true;
  if (letters < text.replace(/\s+/g, '').length * 0.55) return true;
  if (isLabelRun(text, tools)) return true;
  // Prose that does not read as words (a formula's pieces, variables): an item written short
  // on purpose is the author's own, and may be code.
  if (!item && !readsAsWords(text, tools)) return true;
  // An address alone, a note's back-link ("↑") after it or not.
  return /^(?:\S+@\S+|(?:https?:\/\/|www\.)\S+)(?:\s+[^\p{L}\p{N}\s]+)*$/iu.test(text.trim());
}

/**
 * A line of labels: one short run of words without a sentence break, whose content words come
 * twice or more on average. Only a line: a paragraph on one subject repeats its words too.
 */
function isLabelRun(text: string, tools: LanguageTools): boolean {
  if (tools.wordCount(text) > LABEL_RUN_MAX_WORDS || /[.!?;]\s/.test(text)) return false;
  const content = tools.contentWords(text);
  return content.length >= LABEL_RUN_WORDS && new Set(content).size <= content.length / 2;
}

/**
 * The points of a run of blocks: every sentence of its paragraphs and every list item, ranked,
 * the best `wanted` kept in their order — complete thoughts only (see condense), nothing the
 * deck already said.
 */
export function choosePoints(blocks: SourceBlock[], wanted: number, context: PlanContext): Point[] {
  const { tools, ranker } = context;
  const candidates: Point[] = [];
  /** The candidates that are list items (not sentences of prose). */
  const items = new Set<Point>();
  let order = 0;
  // Longer than this even condensed: a paragraph, not a bullet (it stays in the notes).
  const tooLong = PLAN_LIMITS.wordsPerBullet * 2.5;
  // A form's line to fill in ("nacido/a el ………. de ……") or a contents entry ("Options . . . 3")
  // holds leaders or blanks in what it says, even where condensing cut them off: no point.
  const usable = (text: string, item = false, said = text) =>
    !holdsLeader(said) &&
    !isJunk(text, tools, item) &&
    !isDangling(text) &&
    tools.wordCount(text) <= tooLong;
  const addSentences = (paragraph: string, label?: string) => {
    const long = tools.wordCount(paragraph) > 25;
    tools.sentences(paragraph).forEach((sentence, position) => {
      // A sentence opening in lower case inside prose continues one the extraction split (a
      // column or page break, an abbreviation): not a thought of its own.
      if (/^\p{Ll}/u.test(sentence) && (position > 0 || long) && !label) return;
      if (label && position === 0) sentence = `${cleanSentence(label)}: ${sentence}`;
      const { text, fits } = condense(sentence, PLAN_LIMITS.wordsPerBullet, tools);
      if (!usable(text, false, sentence) || (tools.spaced && long && text.split(' ').length < 4))
        return;
      candidates.push({
        text,
        level: 0,
        order: order++,
        fits,
        // Condensed points read better than long sentences kept whole.
        score:
          ranker.score(sentence, position) *
          (tools.wordCount(text) > PLAN_LIMITS.wordsPerBullet + 3 ? 0.7 : 1),
      });
    });
  };
  // A short line without a full stop before a sentence labels it ("Native Americans" then
  // "put a tomahawk on the ground"): one point, "Label: sentence". A label followed by another
  // label is a point of its own; a bracketed line adds to the label before it.
  let label: string | undefined;
  for (const block of blocks) {
    if (block.type === 'caption' || isCaption(block.text)) continue;
    if (block.type === 'paragraph' && isLabel(block.text, tools)) {
      if (label && block.text.startsWith('(')) label = `${label} ${block.text}`;
      else {
        if (label) addSentences(label);
        label = block.text;
      }
      continue;
    }
    if (block.type === 'bullet') {
      if (label) addSentences(label);
      label = undefined;
      const sentence = ranker.keySentence(block.text);
      const { text, fits } = condense(sentence, PLAN_LIMITS.wordsPerBullet, tools);
      if (usable(text, true, block.text)) {
        const item = {
          text,
          level: Math.min(block.level, 2),
          order: order++,
          fits,
          score: ranker.score(text) * 1.1,
        };
        candidates.push(item);
        items.add(item);
      }
      continue;
    }
    const labelled = label;
    label = undefined;
    const { text: head, fits } = condense(block.text, PLAN_LIMITS.wordsPerBullet, tools);
    // A label before a paragraph too long to join stays a point of its own.
    if (labelled && (!fits || tools.sentences(block.text).length > 1) && head) {
      addSentences(labelled);
      addSentences(block.text);
    } else addSentences(block.text, labelled);
  }
  if (label) addSentences(label);
  const limit = Math.max(1, wanted);
  // A sentence that stays long once condensed is said in the notes, not on the slide — unless
  // the part has nothing else to show.
  const fitting = candidates.filter((candidate) => candidate.fits);
  const pool = fitting.length ? fitting : candidates.slice(0, 1);
  const kept =
    pool.length <= limit ? pool : [...pool].sort((a, b) => b.score - a.score).slice(0, limit);
  // A list may name one thing twice (an org chart's two "Manager" boxes): each of its items
  // stays unless the deck said it before this part.
  const fresh = new Map<string, boolean>();
  const points = kept
    .sort((a, b) => a.order - b.order)
    .filter((point) => {
      const item = items.has(point);
      if (item && fresh.has(point.text)) return fresh.get(point.text)!;
      const isNew = context.isNew(point.text);
      if (item) fresh.set(point.text, isNew);
      return isNew;
    });
  // A sub-point whose parent was left out moves up a level.
  let previous = -1;
  for (const point of points) {
    point.level = Math.min(point.level, previous + 1);
    previous = point.level;
  }
  return points;
}

/** A label: at most five words, no closing punctuation, opening with a capital or a bracket. */
function isLabel(text: string, tools: LanguageTools): boolean {
  return (
    tools.spaced &&
    tools.wordCount(text) <= 5 &&
    !/[.!?:;,]$/.test(text) &&
    /^[\p{Lu}(]/u.test(text)
  );
}

/** What the source's words ask for: one content slide per about 200 words, at most 3 parts. */
export function pointsWanted(words: number, context: PlanContext): number {
  const most = PLAN_LIMITS.partsPerSection * PLAN_LIMITS.bulletsPerSlide;
  return Math.max(
    // A short source keeps a full slide of points per part: nothing is left to say later.
    context.shortSource ? PLAN_LIMITS.bulletsPerSlide : PLAN_LIMITS.minBulletsPerSlide,
    Math.min(most, Math.round(words * context.bulletsPerWord)),
  );
}
