import {
  type FileMetadata,
  previewPathOf,
  projectPdfPath,
  projectSlidePath,
} from '@deckforge/proto';

/** The picture(s) a generated deck is previewed with, in slide order. */
export interface ProjectPreview {
  images: { src: string; alt: string }[];
  /** The rendered PDF may be downloaded (it exists once the slides were rendered). */
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
  return {
    images: Array.from({ length: slides }, (_, index) => ({
      src: projectSlidePath(file.file_id, index + 1),
      alt: `${file.name}, slide ${index + 1} of ${slides}`,
    })),
    pdfPath: projectPdfPath(file.file_id),
  };
}

/** The PDF's download name: the deck's name with .pdf instead of .pptx. */
export const pdfNameOf = (name: string) => `${name.replace(/\.pptx?$/i, '')}.pdf`;
