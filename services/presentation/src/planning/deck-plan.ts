/**
 * What a deck will say, slide by slide, independent of any template: the planner writes it,
 * text fitting splits it, the renderer draws it.
 */

export interface PlannedBullet {
  text: string;
  /** 0 for top-level bullets. */
  level: number;
}

export interface PlannedPicture {
  blobKey: string;
  mime: string;
  width: number;
  height: number;
}

export interface PlannedMedia {
  kind: 'audio' | 'video';
  blobKey: string;
  mime: string;
  extension: string;
  posterBlobKey?: string;
  width?: number;
  height?: number;
}

interface SlideBase {
  title: string;
  /** Speaker notes: the source passage and where it came from. */
  notes?: string;
  /** Set by text fitting: sizes that make the text fit its placeholders (absent: the template's). */
  fit?: TextFit;
}

export interface TextFit {
  titleSizePt?: number;
  /** Every body size (each outline level's) multiplied by this. */
  bodyScale?: number;
}

export type PlannedSlide =
  | (SlideBase & { kind: 'title'; subtitle?: string })
  | (SlideBase & { kind: 'section'; subtitle?: string })
  | (SlideBase & {
      kind: 'bullets';
      bullets: PlannedBullet[];
      /** The title before numbering, shared by the numbered parts of one list ("Title (2/3)"). */
      partOf?: string;
    })
  | (SlideBase & { kind: 'picture'; picture: PlannedPicture; caption?: string; altText: string })
  | (SlideBase & { kind: 'media'; media: PlannedMedia; caption?: string });

export type SlideKind = PlannedSlide['kind'];

export interface DeckPlan {
  title: string;
  slides: PlannedSlide[];
}
