import type PptxGenJS from 'pptxgenjs';
import type { SlideKind, SlideOfKind } from '@deckforge/proto';
import type { LayoutUse } from '../layout';
import type { TextMeasurer } from '../fit';

/** What every drawer gets beside its slide: the room chosen for it and how to fill it. */
export interface DrawContext {
  /** The layout the slide uses; its content area kept clear of artwork for opaque kinds. */
  use: LayoutUse;
  /** The body size fitting chose per outline level (points), or undefined for the template's. */
  size: (level: number) => number | undefined;
  /** The paragraph spacing fitting measured per outline level, as pptxgenjs options. */
  spacing: (level: number) => ParagraphSpacing;
  /** The local path of a picture, recording or poster the plan refers to. */
  asset: (blobKey: string) => string;
  measurer: TextMeasurer;
  /** The template's body font, for text drawn in plain boxes. */
  font?: string;
  /** The size most of the deck's lists are drawn at (first level, points), if it has lists. */
  listSizePt?: number;
}

/** Spacing of a paragraph in pptxgenjs' terms (points, or a multiple of single lines). */
export interface ParagraphSpacing {
  paraSpaceBefore?: number;
  paraSpaceAfter?: number;
  lineSpacing?: number;
  lineSpacingMultiple?: number;
}

/** Draws one kind of slide's content (its title is drawn for every kind alike). */
export type Drawer<K extends SlideKind> = (
  slide: PptxGenJS.Slide,
  planned: SlideOfKind<K>,
  context: DrawContext,
) => void | Promise<void>;

/**
 * One drawer per slide kind, like the editor's kind editors and the fitting and checking
 * registries: a kind added to proto's plan without a drawer here does not compile.
 */
export type Drawers = { [K in SlideKind]: Drawer<K> };
