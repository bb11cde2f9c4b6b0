import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { UnreadableFile } from '../extraction-failure';
import { FfmpegTimeout, runFfmpeg } from './ffmpeg';
import { formatDuration, parseProbe, type MediaProbe } from './media-probe';
import { parseSceneTimes, spreadOut } from './scene-changes';
import { cutPoints, hasSound, isSilent, parseSilences } from './silences';

export interface AudioChunk {
  /** FLAC or WAV (16-bit), 16 kHz, mono. */
  path: string;
  startSeconds: number;
  endSeconds: number;
}

/** ffmpeg filters that turn a picture with EXIF orientation 2–8 upright. */
const EXIF_TRANSFORMS: Record<number, string[]> = {
  2: ['hflip'],
  3: ['hflip', 'vflip'],
  4: ['vflip'],
  5: ['transpose=0'],
  6: ['transpose=1'],
  7: ['transpose=3'],
  8: ['transpose=2'],
};

/**
 * Pauses worth cutting at: quieter than -35 dB for 0.3 s. Speech recorded in a room stays
 * above that between words; a breath between sentences does not.
 */
const SILENCE_FILTER = 'silencedetect=noise=-35dB:duration=0.3';

/**
 * Everything the pipeline asks of ffmpeg, each call bounded in time: probing, poster frames,
 * 16 kHz mono audio for speech recognition, conversions to formats PowerPoint plays, and
 * picture normalisation (formats and sizes a deck can hold).
 */
export class MediaTools {
  constructor(
    private readonly binary: string,
    private readonly timeoutMs: number,
  ) {}

  async probe(path: string): Promise<MediaProbe> {
    const { stderr } = await this.run(['-i', path], this.timeoutMs);
    const probe = parseProbe(stderr);
    // iTunes-protected audio and video (FairPlay): ffmpeg names the codec but cannot decode it.
    if (/: (Audio|Video): none \((drms|drmi) \//.test(stderr))
      throw new UnreadableFile(
        'it is copy-protected (DRM), so it plays only in the program it was bought for',
      );
    if (!probe.audio && !probe.video)
      throw new UnreadableFile('it is damaged or not an audio or video file');
    return probe;
  }

  /** Refuses media longer than the limit, naming both lengths. */
  assertDuration(probe: MediaProbe, maxSeconds: number): number {
    const duration = probe.durationSeconds;
    if (duration === undefined || !Number.isFinite(duration) || duration <= 0)
      throw new UnreadableFile('its length cannot be read; it may be damaged');
    if (duration > maxSeconds)
      throw new UnreadableFile(
        `it is ${formatDuration(duration)} long; at most ${formatDuration(maxSeconds)} is supported`,
      );
    return duration;
  }

  /** A JPEG frame at `atSeconds`, at most 1280 px wide. */
  async poster(input: string, atSeconds: number, output: string): Promise<void> {
    const { exitCode } = await this.run(
      [
        '-ss',
        atSeconds.toFixed(2),
        '-i',
        input,
        '-frames:v',
        '1',
        '-vf',
        "scale='min(1280,iw)':-2",
        '-q:v',
        '3',
        '-y',
        output,
      ],
      this.timeoutMs,
    );
    if (exitCode !== 0) throw new UnreadableFile('its picture cannot be decoded');
  }

  /**
   * Up to `max` moments where the picture changes (docs/decisions.md, "Pictures from a
   * video"): only key frames are decoded, at 160 px, so an hour of video is read in seconds.
   */
  async sceneChanges(input: string, durationSeconds: number, max: number): Promise<number[]> {
    const { exitCode, stderr } = await this.run(
      [
        ...['-skip_frame', 'nokey', '-i', input, '-an', '-sn', '-dn'],
        ...['-vf', "scale=160:-2,select='gt(scene,0.3)',showinfo", '-f', 'null', '-'],
      ],
      this.timeoutMs + durationSeconds * 50,
    );
    if (exitCode !== 0) return [];
    return spreadOut(parseSceneTimes(stderr), durationSeconds, max);
  }

  /**
   * The audio track as 16 kHz mono chunks (FLAC or WAV) of at most SPEECH_CHUNK_SECONDS, cut in
   * pauses, at most `maxSeconds` in all; chunks that are wholly silent are left out, and a
   * recording with (next to) no sound gives none. Two passes over the audio: one finds the
   * silences, one cuts; each bounded by the length of the recording.
   */
  async speechChunks(
    input: string,
    directory: string,
    maxSeconds: number,
    format: 'flac' | 'wav' = 'flac',
  ): Promise<AudioChunk[]> {
    const limit = ['-t', String(maxSeconds)];
    const timeoutMs = this.timeoutMs + maxSeconds * 100;
    const detection = await this.run(
      ['-i', input, ...limit, '-vn', '-af', SILENCE_FILTER, '-f', 'null', '-'],
      timeoutMs,
    );
    if (detection.exitCode !== 0) throw new UnreadableFile('its audio cannot be decoded');
    // A truncated file is shorter than its header says: the decoder's last time is its length.
    const decoded = lastDecodedSecond(detection.stderr);
    const duration = Math.min(
      maxSeconds,
      decoded ?? parseProbe(detection.stderr).durationSeconds ?? 0,
    );
    const silences = parseSilences(detection.stderr, duration);
    if (duration <= 0 || !hasSound(silences, duration)) return [];
    const cuts = cutPoints(silences, duration);
    const { exitCode } = await this.run(
      [
        '-i',
        input,
        ...limit,
        '-vn',
        '-ac',
        '1',
        '-ar',
        '16000',
        ...(format === 'flac' ? ['-c:a', 'flac'] : ['-c:a', 'pcm_s16le']),
        '-f',
        'segment',
        ...(cuts.length
          ? ['-segment_times', cuts.join(',')]
          : ['-segment_time', String(maxSeconds)]),
        '-y',
        join(directory, `chunk%04d.${format}`),
      ],
      timeoutMs,
    );
    if (exitCode !== 0) throw new UnreadableFile('its audio cannot be decoded');
    const files = (await readdir(directory))
      .filter((name) => new RegExp(`^chunk\\d{4}\\.${format}$`).test(name))
      .sort();
    const starts = [0, ...cuts];
    return files
      .map((name, index) => ({
        path: join(directory, name),
        startSeconds: starts[index] ?? duration,
        endSeconds: starts[index + 1] ?? duration,
      }))
      .filter((chunk) => !isSilent(silences, chunk.startSeconds, chunk.endSeconds));
  }

  /** Audio or video converted to what PowerPoint plays everywhere: MP4 (H.264/AAC) or MP3. */
  async toPlayable(
    input: string,
    kind: 'audio' | 'video',
    output: string,
    durationSeconds: number,
  ) {
    const args =
      kind === 'video'
        ? [
            '-i',
            input,
            '-c:v',
            'libx264',
            '-preset',
            'veryfast',
            '-crf',
            '26',
            '-pix_fmt',
            'yuv420p',
            '-vf',
            "scale='min(1920,iw)':-2",
            '-c:a',
            'aac',
            '-b:a',
            '128k',
            '-movflags',
            '+faststart',
            '-y',
            output,
          ]
        : ['-i', input, '-vn', '-c:a', 'libmp3lame', '-b:a', '128k', '-y', output];
    // Encoding runs at several times real time on one core; allow the length of the media.
    const { exitCode } = await this.run(args, this.timeoutMs + durationSeconds * 1000);
    if (exitCode !== 0)
      throw new UnreadableFile('it cannot be converted to a format PowerPoint plays');
  }

  /**
   * A picture upright (EXIF rotation applied to the pixels) and no larger than `maxSide` on its
   * long side, as PNG or JPEG by the output's extension.
   */
  async normalizePicture(input: string, output: string, maxSide: number, exifOrientation = 1) {
    const filters = [
      ...(EXIF_TRANSFORMS[exifOrientation] ?? []),
      `scale='if(gt(iw,ih),min(${maxSide},iw),-2)':'if(gt(iw,ih),-2,min(${maxSide},ih))'`,
    ];
    const { exitCode } = await this.run(
      ['-i', input, '-frames:v', '1', '-vf', filters.join(','), '-q:v', '3', '-y', output],
      this.timeoutMs,
    );
    if (exitCode !== 0) throw new UnreadableFile('it is damaged or not a picture');
  }

  private async run(args: string[], timeoutMs: number) {
    try {
      // Limits computed from a length in seconds are fractional; Node wants whole milliseconds.
      return await runFfmpeg(this.binary, args, Math.ceil(timeoutMs));
    } catch (error) {
      if (error instanceof FfmpegTimeout)
        throw new UnreadableFile('it took too long to read', false);
      throw error;
    }
  }
}

/** The time of ffmpeg's last progress line ("time=00:01:02.50"), when it printed one. */
function lastDecodedSecond(stderr: string): number | undefined {
  const times = [...stderr.matchAll(/time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/g)];
  const last = times.at(-1);
  if (!last) return undefined;
  return Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]);
}
