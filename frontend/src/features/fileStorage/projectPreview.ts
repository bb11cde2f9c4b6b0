import {
  type FileMetadata,
  previewPathOf,
  projectPdfPath,
  projectSlidePath,
} from '@deckforge/proto';
import { withoutPowerPointExtension } from '../../lib/format';

/** The picture(s) a generated deck is previewed with, in slide order. */
export interface ProjectPreview {
  images: { src: string; alt: string }[];
  /** The rendered PDF may be downloaded (it is printed after the slide images). */
  pdfPath: string | null;
}

/**
 * Every rendered slide when the worker produced them (`preview_slides` > 0); until then (or for
 * decks made before slide previews existed) the deck's single `.png` preview.
 */
export function projectPreview(file: FileMetadata): ProjectPreview {
  const slides = Math.max(0, Math.floor(file.preview_slides ?? 0));
  if (slides === 0) {
    return {
      images: [{ src: previewPathOf(file.file_path), alt: `Preview of ${file.name}` }],
      pdfPath: null,
    };
  }
  const total = Math.max(slides, file.slide_count ?? 0);
  return {
    images: Array.from({ length: slides }, (_, index) => ({
      // The version in the address: an edited deck's slides are new pictures.
      src: `${projectSlidePath(file.file_id, index + 1)}${file.plan_version ? `?v=${file.plan_version}` : ''}`,
      alt: `${file.name}, slide ${index + 1} of ${total}`,
    })),
    // Decks from before `pdf_ready` have their PDF whenever they have slide images.
    pdfPath: (file.pdf_ready ?? true) ? projectPdfPath(file.file_id) : null,
  };
}

/** The PDF's download name: the deck's name with .pdf instead of .pptx. */
export const pdfNameOf = (name: string) => `${withoutPowerPointExtension(name)}.pdf`;
