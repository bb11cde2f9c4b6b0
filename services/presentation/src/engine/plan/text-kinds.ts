import type { PlannedBullet, PlannedSlide } from '@deckforge/proto';
import { sameText } from './same-text';
import { shorten } from './text-summary';

/** A key figure as people write it: "42 %", "3.1 million", "$12bn", "10x", "1,200 users". */
const KEY_FIGURE =
  /(?<![\w.=/-])(?:[$€£¥]\s?\d[\d,.]*\s?(?:bn|[mk]|million|billion)?|\d[\d,.]*\s?(?:%|percent|per cent|million|billion|trillion|times|x))(?![\w=/-])/i;

/**
 * A layout for a part's points beyond a list, when its shape asks for one: one point alone is
 * a statement (large text, not a one-bullet list), or a big number around its key figure; one
 * or two points around a key figure a big number; two lists each under its own heading
 * ("Before:" …, "After:" …) two columns; a point that only repeats the title, the title alone.
 * Undefined: a list it stays.
 */
export function textKindSlide(
  title: string,
  bullets: PlannedBullet[],
  notes: string,
): PlannedSlide | undefined {
  if (bullets.length === 1) {
    const text = bullets[0].text;
    // The only point says the title again (a one-line document, a scan's one greeting): the
    // line is said once, large, as a key slide of its own — never as a title and a copy of it.
    if (sameText(text) === sameText(title)) return { kind: 'section', title, notes };
    const words = text.split(/\s+/).length;
    // Code, commands and addresses are not statements: they stay as they are, in a list.
    if (/[=<>{}[\];]|\(\)|::|\/\/|\$\{/.test(text)) return undefined;
    const figure = KEY_FIGURE.exec(text);
    if (figure && words <= 20) return bigNumber(title, figure[0], text, notes);
    return { kind: 'statement', title, text, notes };
  }
  if (bullets.length <= 2 && bullets.every((bullet) => bullet.level === 0)) {
    const figure = KEY_FIGURE.exec(bullets[0]?.text ?? '');
    if (figure && bullets.length === 1) return bigNumber(title, figure[0], bullets[0].text, notes);
  }
  return columns(title, bullets, notes);
}

function bigNumber(title: string, value: string, sentence: string, notes: string): PlannedSlide {
  return {
    kind: 'big-number',
    title,
    value: value.trim().slice(0, 40),
    label: shorten(sentence, 20),
    notes,
  };
}

/**
 * Two parallel lists: two headings ending in a colon each followed by points, or two top-level
 * points each with two or more sub-points.
 */
function columns(title: string, bullets: PlannedBullet[], notes: string): PlannedSlide | undefined {
  const byColon = bullets.filter((bullet) => /:$/.test(bullet.text));
  const byLevel = bullets.filter((bullet) => bullet.level === 0);
  const heads =
    byColon.length === 2 && bullets[0] === byColon[0]
      ? byColon
      : byLevel.length === 2 && bullets[0] === byLevel[0] && bullets.every((b) => b.level <= 1)
        ? byLevel
        : undefined;
  if (!heads) return undefined;
  const split = bullets.indexOf(heads[1]);
  const left = bullets.slice(1, split);
  const right = bullets.slice(split + 1);
  if (left.length < 2 || right.length < 2) return undefined;
  const column = (head: PlannedBullet, items: PlannedBullet[]) => ({
    heading: head.text.replace(/:$/, ''),
    bullets: items.map((item) => ({
      text: item.text,
      level: Math.max(0, item.level - (heads === byLevel ? 1 : 0)),
    })),
  });
  return {
    kind: 'two-columns',
    title,
    left: column(heads[0], left),
    right: column(heads[1], right),
    notes,
  };
}
