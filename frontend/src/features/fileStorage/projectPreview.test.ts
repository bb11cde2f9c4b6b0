import type { FileMetadata } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import { pdfNameOf, projectPreview } from './projectPreview';

const deck = (preview_slides?: number) =>
  ({
    file_id: '7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f',
    name: 'Quarterly review.pptx',
    folder: 'projects',
    file_path: '/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f.pptx',
    ...(preview_slides === undefined ? {} : { preview_slides }),
  }) as FileMetadata;

describe('Projects preview', () => {
  it('shows every rendered slide in order and offers the PDF once slides exist', () => {
    const preview = projectPreview(deck(3));
    expect(preview.images.map((image) => image.src)).toEqual([
      '/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f/slides/1.png',
      '/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f/slides/2.png',
      '/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f/slides/3.png',
    ]);
    expect(preview.images[1].alt).toBe('Quarterly review.pptx, slide 2 of 3');
    expect(preview.pdfPath).toBe('/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f.pdf');
  });

  it.each([undefined, 0])(
    'falls back to the single .png preview without a PDF (preview_slides %s)',
    (slides) => {
      const preview = projectPreview(deck(slides));
      expect(preview.images).toEqual([
        {
          src: '/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f.png',
          alt: 'Preview of Quarterly review.pptx',
        },
      ]);
      expect(preview.pdfPath).toBeNull();
    },
  );

  it("offers the PDF only once it is printed, and asks for an edited version's own pictures", () => {
    const edited = { ...deck(2), slide_count: 2, pdf_ready: false, plan_version: 3 };
    const preview = projectPreview(edited);
    expect(preview.pdfPath).toBeNull();
    expect(preview.images[0].src).toBe(
      '/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f/slides/1.png?v=3',
    );
    expect(projectPreview({ ...edited, pdf_ready: true }).pdfPath).not.toBeNull();
  });

  it('names the PDF after the deck', () => {
    expect(pdfNameOf('Quarterly review.pptx')).toBe('Quarterly review.pdf');
  });
});
