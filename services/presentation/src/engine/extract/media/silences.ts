/** A stretch of near-silence in a recording, in seconds from its start. */
export interface Silence {
  start: number;
  end: number;
}

/** Seconds per chunk sent to speech recognition at most (synchronous requests take up to a minute). */
const SPEECH_CHUNK_SECONDS = 55;

/**
 * Less than this much sound in a recording is taken for no speech at all: a cough or a click
 * is not worth a recogniser's time, and a recogniser hears words in noise.
 */
const MIN_SOUND_SECONDS = 0.5;

/** Reads ffmpeg's `silencedetect` log; a silence still open at the end closes at `duration`. */
export function parseSilences(stderr: string, duration: number): Silence[] {
  const silences: Silence[] = [];
  let open: number | undefined;
  for (const match of stderr.matchAll(/silence_(start|end): (-?\d+(?:\.\d+)?)/g)) {
    const at = Math.max(0, Number(match[2]));
    if (match[1] === 'start') open = at;
    else if (open !== undefined) {
      silences.push({ start: open, end: Math.min(at, duration) });
      open = undefined;
    }
  }
  if (open !== undefined && open < duration) silences.push({ start: open, end: duration });
  return silences;
}

/** Seconds of sound (anything not silent) in a recording of `duration` seconds. */
function soundSeconds(silences: Silence[], duration: number): number {
  const silent = silences.reduce((sum, s) => sum + Math.max(0, s.end - s.start), 0);
  return Math.max(0, duration - silent);
}

export function hasSound(silences: Silence[], duration: number): boolean {
  return soundSeconds(silences, duration) >= MIN_SOUND_SECONDS;
}

/**
 * Where to cut a recording into chunks of at most `maxSeconds`: in the middle of the longest
 * (then latest) silence of each chunk's second half, so that no word is cut in two; at `maxSeconds` where
 * there is no pause (music, a steady tone, someone who never breathes).
 */
export function cutPoints(
  silences: Silence[],
  duration: number,
  maxSeconds = SPEECH_CHUNK_SECONDS,
): number[] {
  const cuts: number[] = [];
  let start = 0;
  while (duration - start > maxSeconds) {
    const earliest = start + maxSeconds / 2;
    const latest = start + maxSeconds;
    let best: Silence | undefined;
    for (const silence of silences) {
      const middle = (silence.start + silence.end) / 2;
      if (middle <= earliest || middle >= latest) continue;
      // Of equal pauses the latest: longer chunks, fewer recogniser runs.
      if (!best || silence.end - silence.start >= best.end - best.start) best = silence;
    }
    const cut = best ? round((best.start + best.end) / 2) : latest;
    cuts.push(cut);
    start = cut;
  }
  return cuts;
}

/** Whether the span from `start` to `end` lies wholly inside one silence. */
export function isSilent(silences: Silence[], start: number, end: number): boolean {
  return silences.some((silence) => silence.start <= start + 0.05 && silence.end >= end - 0.05);
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
