import type { FileMetadata } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import { pdfNameOf, previewNotes, projectPreview } from './projectPreview';

const deck = (preview_slides?: number) =>
  ({
    file_id: '7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f',
    name: 'Quarterly review.pptx',
    folder: 'projects',
    file_path: '/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f.pptx',
    ...(preview_slides === undefined ? {} : { preview_slides }),
  }) as FileMetadata;

const NOW = Date.parse('2025-03-01T12:00:00.000Z');
const BASE = '/api/v1/storage/files/7c2d8a6e-1f3b-4c5d-9e8f-0a1b2c3d4e5f';

/** A deck made a minute ago (its pictures may still come) or long ago (they will not). */
const fresh = (extra: Partial<FileMetadata>) =>
  ({ ...deck(), uploaded_at: new Date(NOW - 60_000).toISOString(), ...extra }) as FileMetadata;
const old = (extra: Partial<FileMetadata>) =>
  ({ ...fresh(extra), uploaded_at: '2024-01-01T00:00:00.000Z' }) as FileMetadata;

describe('Projects preview', () => {
  it('shows every rendered slide in order and offers the PDF once slides exist', () => {
    const preview = projectPreview(old({ preview_slides: 3 }), NOW);
    expect(preview.images.map((image) => image.src)).toEqual([
      `${BASE}/slides/1.png`,
      `${BASE}/slides/2.png`,
      `${BASE}/slides/3.png`,
    ]);
    expect(preview.images[1].alt).toBe('Quarterly review.pptx, slide 2 of 3');
    expect(preview.pdf).toEqual({ path: `${BASE}.pdf`, state: 'ready' });
    expect(previewNotes(preview)).toEqual([]);
  });

  it('an old deck without slide pictures: its one picture, and says there is no PDF', () => {
    const preview = projectPreview(old({}), NOW);
    expect(preview.images).toEqual([
      { src: `${BASE}.png`, alt: 'Quarterly review.pptx, slide 1 of 1' },
    ]);
    expect(preview.pdf).toEqual({ path: null, state: 'unavailable' });
    expect(previewNotes(preview)).toEqual([
      'There is no PDF of this deck. Download the .pptx instead.',
    ]);
  });

  it("counts the deck's slides from the start and says which part is still being made", () => {
    // 70 slides, 14 drawn: 70 places, the drawn ones with pictures, the rest placeholders.
    const drawing = projectPreview(
      fresh({ slide_count: 70, preview_slides: 14, pdf_ready: false }),
      NOW,
    );
    expect(drawing.images).toHaveLength(70);
    expect(drawing.images[13].src).toBe(`${BASE}/slides/14.png`);
    expect(drawing.images[14].src).toBeNull();
    expect(drawing.slides).toEqual({ drawn: 14, total: 70, state: 'preparing' });
    expect(previewNotes(drawing)).toEqual([
      'Slide pictures: 14 of 70 drawn; the rest appear here as they are.',
      'The PDF is made after the slide pictures; "Download PDF" appears then.',
    ]);
    // Before the first slide picture: the deck's own first-slide picture, still 70 places.
    const starting = projectPreview(
      fresh({ slide_count: 70, preview_slides: 0, pdf_ready: false }),
      NOW,
    );
    expect(starting.images).toHaveLength(70);
    expect(starting.images[0].src).toBe(`${BASE}.png`);
    // Every picture there, only the PDF missing: the words say so, not "slide pictures".
    const printing = projectPreview(
      fresh({ slide_count: 70, preview_slides: 70, pdf_ready: false }),
      NOW,
    );
    expect(printing.slides.state).toBe('ready');
    expect(previewNotes(printing)).toEqual([
      'The PDF is being made; "Download PDF" appears when it is ready.',
    ]);
  });

  it('parts that never came are said to be missing, not "being prepared"', () => {
    const stuck = projectPreview(old({ slide_count: 5, preview_slides: 3, pdf_ready: false }), NOW);
    expect(previewNotes(stuck)).toEqual([
      'Only 3 of 5 slide pictures could be drawn. The download has every slide.',
      'There is no PDF of this deck. Download the .pptx instead.',
    ]);
  });

  it("offers the PDF only once it is printed, and asks for an edited version's own pictures", () => {
    const edited = fresh({ preview_slides: 2, slide_count: 2, pdf_ready: false, plan_version: 3 });
    const preview = projectPreview(edited, NOW);
    expect(preview.pdf.path).toBeNull();
    expect(preview.images[0].src).toBe(`${BASE}/slides/1.png?v=3`);
    expect(projectPreview({ ...edited, pdf_ready: true }, NOW).pdf.path).not.toBeNull();
  });

  it('names the PDF after the deck', () => {
    expect(pdfNameOf('Quarterly review.pptx')).toBe('Quarterly review.pdf');
  });
});
