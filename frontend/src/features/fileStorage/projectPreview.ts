import {
  type FileMetadata,
  previewPathOf,
  projectPdfPath,
  projectSlidePath,
} from '@deckforge/proto';
import { withoutPowerPointExtension } from '../../lib/format';
import { awaitsSlidePreviews } from './usePendingPreviewRefresh';

/** Where one rendered part of a deck is: there, still being made, or not coming. */
type PartState = 'ready' | 'preparing' | 'unavailable';

/** The picture(s) a generated deck is previewed with, in slide order. */
export interface ProjectPreview {
  /**
   * One entry per slide of the deck, from the start (the counter never climbs while people
   * watch); `src` is null while that slide's picture is still being drawn.
   */
  images: { src: string | null; alt: string }[];
  /** Slide pictures drawn so far, of `total`. */
  slides: { drawn: number; total: number; state: PartState };
  pdf: { path: string | null; state: PartState };
}

/**
 * Every rendered slide when the worker produced them (`preview_slides`), placeholders for the
 * slides still being drawn; before the first, the deck's own first-slide `.png`. Decks from
 * before slide previews have that one picture only. `now` decides whether a missing part is
 * still coming (the worker renders within minutes of the deck) or never will.
 */
export function projectPreview(file: FileMetadata, now = Date.now()): ProjectPreview {
  const drawn = Math.max(0, Math.floor(file.preview_slides ?? 0));
  const total = Math.max(drawn, Math.floor(file.slide_count ?? 0), 1);
  const coming = awaitsSlidePreviews(file, now);
  const missing: PartState = coming ? 'preparing' : 'unavailable';
  const version = file.plan_version ? `?v=${file.plan_version}` : '';
  const images = Array.from({ length: total }, (_, index) => {
    const alt = `${file.name}, slide ${index + 1} of ${total}`;
    if (index < drawn)
      // The version in the address: an edited deck's slides are new pictures.
      return { src: `${projectSlidePath(file.file_id, index + 1)}${version}`, alt };
    // The deck's own preview is its first slide, there before the slide pictures.
    if (index === 0) return { src: previewPathOf(file.file_path), alt };
    return { src: null, alt };
  });
  // Decks from before `pdf_ready` have their PDF whenever they have slide images.
  const pdfReady = file.pdf_ready ?? drawn > 0;
  return {
    images,
    slides: {
      drawn,
      total,
      state: drawn >= total || (drawn === 0 && file.slide_count === undefined) ? 'ready' : missing,
    },
    pdf: pdfReady
      ? { path: projectPdfPath(file.file_id), state: 'ready' }
      : { path: null, state: missing },
  };
}

/** What the preview says about each part that is not there yet (nothing when all are). */
export function previewNotes(preview: ProjectPreview): string[] {
  const notes: string[] = [];
  const { drawn, total, state } = preview.slides;
  if (state === 'preparing')
    notes.push(`Slide pictures: ${drawn} of ${total} drawn; the rest appear here as they are.`);
  if (state === 'unavailable')
    notes.push(
      `Only ${drawn} of ${total} slide pictures could be drawn. The download has every slide.`,
    );
  if (preview.pdf.state === 'preparing')
    notes.push(
      drawn < total
        ? 'The PDF is made after the slide pictures; "Download PDF" appears then.'
        : 'The PDF is being made; "Download PDF" appears when it is ready.',
    );
  if (preview.pdf.state === 'unavailable')
    notes.push('There is no PDF of this deck. Download the .pptx instead.');
  return notes;
}

/** The PDF's download name: the deck's name with .pdf instead of .pptx. */
export const pdfNameOf = (name: string) => `${withoutPowerPointExtension(name)}.pdf`;
