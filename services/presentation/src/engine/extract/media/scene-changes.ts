/**
 * Where a video's picture changes — a new slide in a recorded lecture, a cut to another scene —
 * read from ffmpeg's `showinfo` after its `scene` filter (docs/decisions.md, "Pictures from a
 * video"): the moments whose frames say something the poster does not.
 */

/** The times (seconds) of the frames `select='gt(scene,…)',showinfo` let through. */
export function parseSceneTimes(stderr: string): number[] {
  return [...stderr.matchAll(/\[Parsed_showinfo[^\]]*\][^\n]*?pts_time:\s*(-?\d+(?:\.\d+)?)/g)]
    .map((match) => Number(match[1]))
    .filter((seconds) => Number.isFinite(seconds) && seconds >= 0);
}

/**
 * At most `max` of the changes, spread over the recording: none in its first seconds (the
 * poster shows them) or its last, each at least a gap apart (a burst of cuts is one moment), and
 * evenly chosen among them when there are still too many.
 */
export function spreadOut(times: number[], durationSeconds: number, max: number): number[] {
  const gap = Math.max(5, durationSeconds / (2 * max));
  const kept: number[] = [];
  for (const time of [...times].sort((a, b) => a - b)) {
    if (time < 2 || time > durationSeconds - 1) continue;
    if (kept.length && time - kept[kept.length - 1] < gap) continue;
    kept.push(time);
  }
  if (kept.length <= max) return kept;
  return Array.from({ length: max }, (_, index) => kept[Math.floor((index * kept.length) / max)]);
}
