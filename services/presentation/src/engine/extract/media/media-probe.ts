/** What ffmpeg reports about a media file's container and streams. */
export interface MediaProbe {
  durationSeconds?: number;
  video?: { codec: string; width: number; height: number };
  audio?: { codec: string };
}

/**
 * Parses the stream summary ffmpeg prints for `-i file` (the static build has no ffprobe).
 * Cover art in audio files is not a video stream.
 */
export function parseProbe(stderr: string): MediaProbe {
  const probe: MediaProbe = {};
  const duration = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (duration)
    probe.durationSeconds =
      Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  for (const line of stderr.split('\n')) {
    if (!/^\s*Stream #/.test(line)) continue;
    const video = /: Video: (\w+).*?, (\d{2,5})x(\d{2,5})/.exec(line);
    if (video && !probe.video && !isStillPicture(line))
      probe.video = { codec: video[1], width: Number(video[2]), height: Number(video[3]) };
    const audio = /: Audio: (\w+)/.exec(line);
    if (audio && !probe.audio) probe.audio = { codec: audio[1] };
  }
  return probe;
}

/**
 * Cover art: a stream marked "attached pic", or a picture codec without a frame rate (ffmpeg
 * does not always mark the covers of MP3, M4A and Ogg files, e.g. when there are two).
 */
const isStillPicture = (line: string) =>
  /attached pic/.test(line) ||
  (/: Video: (png|mjpeg|bmp|gif|tiff|webp)\b/.test(line) && !/\bfps\b/.test(line));

/** 3725 → "1:02:05"; 65 → "1:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.floor(totalSeconds % 60);
  const minutes = Math.floor((totalSeconds / 60) % 60);
  const hours = Math.floor(totalSeconds / 3600);
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
