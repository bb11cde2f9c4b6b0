import type { FileMetadata } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import { awaitsSlidePreviews, PREVIEW_WAIT_MS } from './usePendingPreviewRefresh';

const now = Date.parse('2026-11-21T12:00:00Z');
const deck = (overrides: Partial<FileMetadata>): FileMetadata => ({
  file_id: '6f1c2c3e-1111-4a1b-9c2d-000000000001',
  name: 'Quarterly review.pptx',
  type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  size: 120_000,
  folder: 'projects',
  file_path: '/api/v1/storage/files/6f1c2c3e-1111-4a1b-9c2d-000000000001.pptx',
  uploaded_at: new Date(now - 30_000).toISOString(),
  source: 'user',
  template_category: null,
  ...overrides,
});

describe('waiting for slide previews', () => {
  it('waits for a fresh deck without slide images', () => {
    expect(awaitsSlidePreviews(deck({}), now)).toBe(true);
    expect(awaitsSlidePreviews(deck({ preview_slides: 0 }), now)).toBe(true);
  });

  it('waits while only the first slides, or not yet the PDF, are there', () => {
    expect(awaitsSlidePreviews(deck({ preview_slides: 1, slide_count: 12 }), now)).toBe(true);
    expect(
      awaitsSlidePreviews(deck({ preview_slides: 12, slide_count: 12, pdf_ready: false }), now),
    ).toBe(true);
    expect(
      awaitsSlidePreviews(deck({ preview_slides: 12, slide_count: 12, pdf_ready: true }), now),
    ).toBe(false);
  });

  it('stops once the slides are there, for old decks and for other folders', () => {
    expect(awaitsSlidePreviews(deck({ preview_slides: 12 }), now)).toBe(false);
    const old = new Date(now - PREVIEW_WAIT_MS - 1).toISOString();
    expect(awaitsSlidePreviews(deck({ uploaded_at: old }), now)).toBe(false);
    expect(awaitsSlidePreviews(deck({ folder: 'media' }), now)).toBe(false);
  });
});
