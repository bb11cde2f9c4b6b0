import type { PlannedSlide, SlideKind, SlideOfKind } from '@deckforge/proto';

/** What the content checks read of one slide kind: its points, and every text it shows. */
interface SlideTexts<K extends SlideKind> {
  /** The points a slide makes (list items, a statement): checked for junk and repeats. */
  points: (slide: SlideOfKind<K>) => string[];
  /** Every text the slide shows besides its title (not its notes). */
  shown: (slide: SlideOfKind<K>) => string[];
}

/**
 * One entry per slide kind, like the engine's drawers and fitting: a kind added to proto's plan
 * without one does not compile.
 */
type SlideTextsByKind = { [K in SlideKind]: SlideTexts<K> };

const texts = (bullets: { text: string }[] | undefined) => (bullets ?? []).map((b) => b.text);
const none = () => [];
const subtitle = (slide: { subtitle?: string }) => (slide.subtitle ? [slide.subtitle] : []);

const SLIDE_TEXTS: SlideTextsByKind = {
  title: { points: none, shown: subtitle },
  section: { points: none, shown: subtitle },
  closing: { points: none, shown: (slide) => [...subtitle(slide), ...texts(slide.bullets)] },
  bullets: { points: (slide) => texts(slide.bullets), shown: (slide) => texts(slide.bullets) },
  'two-columns': {
    points: (slide) => texts([...slide.left.bullets, ...slide.right.bullets]),
    shown: (slide) => texts([...slide.left.bullets, ...slide.right.bullets]),
  },
  statement: { points: (slide) => [slide.text], shown: (slide) => [slide.text] },
  'big-number': { points: none, shown: (slide) => [slide.value, slide.label] },
  picture: { points: none, shown: (slide) => [...texts(slide.bullets), slide.caption ?? ''] },
  'picture-grid': {
    points: none,
    shown: (slide) => slide.pictures.map((picture) => picture.caption ?? ''),
  },
  table: {
    points: none,
    shown: (slide) => [...[slide.table.header, ...slide.table.rows].flat(), slide.caption ?? ''],
  },
  chart: {
    points: none,
    shown: (slide) => [...slide.chart.categories, ...slide.chart.series.map((s) => s.name)],
  },
  media: { points: none, shown: (slide) => [slide.caption ?? ''] },
};

function textsOf<K extends SlideKind>(slide: SlideOfKind<K>): SlideTexts<K> {
  return SLIDE_TEXTS[slide.kind as K] as SlideTexts<K>;
}

/** The points a slide makes. */
export function pointsOf(slide: PlannedSlide): string[] {
  return textsOf(slide).points(slide);
}

/** Every text a slide shows, its title first (not its notes). */
export function visibleTexts(slide: PlannedSlide): string[] {
  return [slide.title, ...textsOf(slide).shown(slide)].filter(Boolean);
}
