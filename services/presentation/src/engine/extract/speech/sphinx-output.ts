import type { TranscriptSegment } from '../extracted-source';

/**
 * Words PocketSphinx puts in for what is not a word (sentence marks, silence, noise) or that it
 * hears in music and coughs: an utterance of only these is no speech.
 */
const NOT_WORDS = /^(<s>|<\/s>|<sil>|\[\w+\]|\+\+\w+\+\+)$/;
const HESITATIONS = new Set(['ah', 'uh', 'um', 'hm', 'hmm', 'mm', 'oh']);

/** A pause inside an utterance this long ends a sentence (a breath between sentences). */
const SENTENCE_PAUSE_SECONDS = 0.3;
const SENTENCE_MIN_WORDS = 4;
/** A sentence runs to this many words at most, pause or not (someone who never stops). */
const SENTENCE_MAX_WORDS = 30;

interface Word {
  word: string;
  start: number;
  end: number;
}

/**
 * The sentences in `pocketsphinx_continuous -time yes` output, as transcript segments timed from
 * the start of the recording. PocketSphinx ends an utterance only at a long pause and gives no
 * punctuation, so an utterance is cut into sentences at its inner pauses (silence or a gap
 * between words), each capitalised and closed with a full stop.
 */
export function utterances(stdout: string, offsetSeconds: number): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let sentence: Word[] = [];
  const close = () => {
    if (sentence.some((word) => !HESITATIONS.has(word.word)))
      segments.push({
        startSeconds: round(offsetSeconds + sentence[0].start),
        endSeconds: round(offsetSeconds + sentence[sentence.length - 1].end),
        text: sentenceText(sentence.map((word) => word.word)),
      });
    sentence = [];
  };
  let lastEnd = 0;
  for (const line of stdout.split('\n')) {
    const timed = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) \d+(?:\.\d+)?$/.exec(line.trim());
    if (!timed) continue;
    // Alternative pronunciations come as "word(2)".
    const word = {
      word: timed[1].replace(/\(\d+\)$/, ''),
      start: Number(timed[2]),
      end: Number(timed[3]),
    };
    if (word.word === '<s>' || word.word === '</s>') {
      close();
      continue;
    }
    const pause = NOT_WORDS.test(word.word) ? word.end - word.start : word.start - lastEnd;
    if (
      (pause >= SENTENCE_PAUSE_SECONDS && sentence.length >= SENTENCE_MIN_WORDS) ||
      sentence.length >= SENTENCE_MAX_WORDS
    )
      close();
    lastEnd = word.end;
    if (!NOT_WORDS.test(word.word)) sentence.push(word);
  }
  close();
  return segments;
}

function sentenceText(words: string[]): string {
  const text = words
    .map((word) => (word === 'i' || word.startsWith("i'") ? `I${word.slice(1)}` : word))
    .join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}
