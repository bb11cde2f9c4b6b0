import { chunkedSegments } from './chunked-segments';

const words = new Intl.Segmenter('en', { granularity: 'word' });
const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });
const segmentsOf = (segments: Iterable<Intl.SegmentData>) =>
  Array.from(segments, (segment) => segment.segment);

/** A long text (40,000 characters): paragraphs of wrapped sentences. */
const paragraph = [
  'Dr. Smith measured the latency of each replica under load, and',
  'the leader answered within 12.5 ms on average. Followers lagged by a',
  'heartbeat! Was that enough? The log said so.',
].join('\n');
const book = Array.from({ length: 240 }, (_, index) => `${index}. ${paragraph}`).join('\n\n');

describe('chunkedSegments', () => {
  it('finds the same words in a long text as one pass over it', () => {
    expect(book.length).toBeGreaterThan(40_000);
    expect(segmentsOf(chunkedSegments(words, book, 'word'))).toEqual(
      segmentsOf(words.segment(book)),
    );
  });

  it('finds the same sentences in a long text of wrapped lines as one pass over it', () => {
    expect(segmentsOf(chunkedSegments(sentences, book, 'sentence'))).toEqual(
      segmentsOf(sentences.segment(book)),
    );
  });

  it('keeps every character of a long text with no boundary at all', () => {
    const unspaced = '数据库复制协议保证一致性'.repeat(3_000);
    expect(segmentsOf(chunkedSegments(words, unspaced, 'word')).join('')).toBe(unspaced);
  });
});
