import type { TranscriptSegment } from '../extracted-source';

/**
 * Words PocketSphinx puts in for what is not a word (sentence marks, silence, noise) or that it
 * hears in music and coughs: an utterance of only these is no speech.
 */
const NOT_WORDS = /^(<s>|<\/s>|<sil>|\[\w+\]|\+\+\w+\+\+)$/;
const HESITATIONS = new Set(['ah', 'uh', 'um', 'hm', 'hmm', 'mm', 'oh']);

/**
 * The utterances in `pocketsphinx_continuous -time yes` output, as transcript segments timed
 * from the start of the recording. Each utterance (PocketSphinx ends one at a pause) becomes
 * a sentence: capitalised and closed with a full stop, since the recogniser gives neither.
 */
export function utterances(stdout: string, offsetSeconds: number): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let words: { word: string; start: number; end: number }[] = [];
  const close = () => {
    const spoken = words.filter((word) => !NOT_WORDS.test(word.word));
    if (spoken.some((word) => !HESITATIONS.has(word.word))) {
      segments.push({
        startSeconds: round(offsetSeconds + spoken[0].start),
        endSeconds: round(offsetSeconds + spoken[spoken.length - 1].end),
        text: sentence(spoken.map((word) => word.word)),
      });
    }
    words = [];
  };
  for (const line of stdout.split('\n')) {
    const timed = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) \d+(?:\.\d+)?$/.exec(line.trim());
    if (!timed) continue;
    // Alternative pronunciations come as "word(2)".
    const word = timed[1].replace(/\(\d+\)$/, '');
    if (word === '<s>') close();
    words.push({ word, start: Number(timed[2]), end: Number(timed[3]) });
    if (word === '</s>') close();
  }
  close();
  return segments;
}

function sentence(words: string[]): string {
  const text = words
    .map((word) => (word === 'i' || word.startsWith("i'") ? `I${word.slice(1)}` : word))
    .join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function round(seconds: number): number {
  return Math.round(seconds * 100) / 100;
}
