import type { PlannedSlide, SlideKind, SlideOfKind } from '@deckforge/proto';
import type { Paragraph } from './text-measure';

/** How fitting reads the text a slide kind puts in its body placeholder, and writes it back. */
interface BodyText<K extends SlideKind> {
  read: (slide: SlideOfKind<K>) => Paragraph[] | undefined;
  write: (slide: SlideOfKind<K>, paragraphs: Paragraph[]) => SlideOfKind<K>;
}

/**
 * One entry per slide kind, like the drawers and the quality checker's slide texts: a kind
 * added to proto's plan without one does not compile.
 */
type BodyTexts = { [K in SlideKind]: BodyText<K> };

/** Kinds whose text is drawn in boxes of their own (sized by their drawers), not the body. */
const NO_BODY = { read: () => undefined, write: <S>(slide: S): S => slide };

/** Title, section and closing slides: their subtitle. */
const SUBTITLE = {
  read: (slide: { subtitle?: string }) =>
    slide.subtitle ? [{ text: slide.subtitle, level: 0 }] : undefined,
  write: <S extends { subtitle?: string }>(slide: S, paragraphs: Paragraph[]): S => ({
    ...slide,
    subtitle: paragraphs[0].text,
  }),
};

const BODY_TEXTS: BodyTexts = {
  title: SUBTITLE,
  section: SUBTITLE,
  closing: SUBTITLE,
  bullets: {
    read: (slide) => slide.bullets,
    write: (slide, paragraphs) => ({ ...slide, bullets: paragraphs }),
  },
  // A figure's points go into the picture layout's text placeholder when it has one (else
  // beside the picture, sized by picture-text.ts); its caption goes under it (never here).
  picture: {
    read: (slide) => (slide.bullets?.length ? slide.bullets : undefined),
    write: (slide, paragraphs) => ({ ...slide, bullets: paragraphs }),
  },
  statement: {
    read: (slide) => [{ text: slide.text, level: 0 }],
    write: (slide, paragraphs) => ({ ...slide, text: paragraphs[0].text }),
  },
  'two-columns': NO_BODY,
  'big-number': NO_BODY,
  'picture-grid': NO_BODY,
  table: NO_BODY,
  chart: NO_BODY,
  media: NO_BODY,
};

function bodyTextOf<K extends SlideKind>(slide: SlideOfKind<K>): BodyText<K> {
  return BODY_TEXTS[slide.kind as K] as BodyText<K>;
}

/** The text a slide puts in its body placeholder. */
export function bodyParagraphs(slide: PlannedSlide): Paragraph[] | undefined {
  return bodyTextOf(slide).read(slide);
}

/** The slide with its body placeholder's text replaced (by the fitted paragraphs). */
export function withBody(slide: PlannedSlide, paragraphs: Paragraph[]): PlannedSlide {
  return bodyTextOf(slide).write(slide, paragraphs);
}
