import { mkdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, BLOB_STORE, type BlobStore } from '@deckforge/kit';
import type { PresentationConfig } from '../../../config';
import { storeFile } from '../blob-files';
import type { MediaFrame, SourceMedia } from '../extracted-source';
import { SPEECH_TO_TEXT, type SpeechProgress, type SpeechToText } from '../speech/speech-to-text';
import type { MediaProbe } from './media-probe';
import { MediaTools } from './media-tools';

/** Containers and codecs PowerPoint plays on every platform, by file extension. */
const PLAYABLE: Record<string, { mime: string; codecs: RegExp }> = {
  mp4: { mime: 'video/mp4', codecs: /^(h264|hevc|mpeg4|aac|mp3)$/ },
  m4v: { mime: 'video/mp4', codecs: /^(h264|hevc|mpeg4|aac|mp3)$/ },
  mov: { mime: 'video/quicktime', codecs: /^(h264|hevc|mpeg4|aac|mp3|pcm_\w+)$/ },
  mp3: { mime: 'audio/mpeg', codecs: /^mp3$/ },
  m4a: { mime: 'audio/mp4', codecs: /^(aac|alac)$/ },
  wav: { mime: 'audio/wav', codecs: /^pcm_\w+$/ },
};
const OTHER_MIME: Record<string, string> = {
  webm: 'video/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
};

/** Frames of a video kept where its picture changes (docs/decisions.md, "Pictures from a video"). */
const MAX_FRAMES = 12;

/** The transcript's reason when a recording is silent, music, or noise. */
const NO_SPEECH = 'no speech was found in it';

export interface MediaReading {
  media: SourceMedia;
  withoutSpeech: boolean;
  cacheable: boolean;
}

/**
 * Audio and video: length (refusing what is too long before any decoding), a poster frame, a
 * playable copy when the format is one PowerPoint cannot play, and a transcript when speech
 * recognition is on and has a model for the language. A failing recogniser leaves the media
 * usable without transcript.
 */
@Injectable()
export class MediaReader {
  private readonly logger = new Logger(MediaReader.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(SPEECH_TO_TEXT) private readonly speech: SpeechToText,
    private readonly tools: MediaTools,
  ) {}

  /**
   * `language`: what is spoken (BCP 47). `speech`: transcribe now (a generation, with its
   * progress); without it the transcript is left `pending` for the generation to make, so that
   * counting an hour of audio takes seconds.
   */
  async read(
    path: string,
    workdir: string,
    derivedPrefix: string,
    language: string,
    speech?: { progress?: SpeechProgress },
  ): Promise<MediaReading> {
    const probe = await this.tools.probe(path);
    const duration = this.tools.assertDuration(probe, this.config.MEDIA_MAX_MINUTES * 60);
    const kind = probe.video ? 'video' : 'audio';
    const extension = extname(path).slice(1).toLowerCase();
    const media: SourceMedia = {
      kind,
      mime: PLAYABLE[extension]?.mime ?? OTHER_MIME[extension] ?? `${kind}/${extension}`,
      extension,
      durationSeconds: Math.round(duration * 100) / 100,
      ...(probe.video ? { width: probe.video.width, height: probe.video.height } : {}),
      transcript: { status: 'pending' },
    };
    if (!isPlayable(extension, probe) && duration <= this.config.TRANSCODE_MAX_MINUTES * 60) {
      const target = kind === 'video' ? 'mp4' : 'mp3';
      const output = join(workdir, `media.${target}`);
      await this.tools.toPlayable(path, kind, output, duration);
      media.blobKey = `${derivedPrefix}/media.${target}`;
      media.extension = target;
      media.mime = PLAYABLE[target].mime;
      await storeFile(this.blobs, media.blobKey, output);
    }
    if (probe.video) {
      const poster = join(workdir, 'poster.jpg');
      await this.tools.poster(path, Math.min(1, duration / 3), poster);
      media.posterBlobKey = `${derivedPrefix}/poster.jpg`;
      await storeFile(this.blobs, media.posterBlobKey, poster);
      media.frames = await this.frames(path, workdir, derivedPrefix, probe.video, duration);
    }
    return { media, ...(await this.transcribe(path, workdir, probe, media, language, speech)) };
  }

  /**
   * A frame at each moment the picture changes (a lecture's next slide), at most MAX_FRAMES,
   * at the poster's size. Pictures are extras: one that cannot be made is left out.
   */
  private async frames(
    path: string,
    workdir: string,
    derivedPrefix: string,
    video: { width: number; height: number },
    duration: number,
  ): Promise<MediaFrame[]> {
    const times = await this.tools.sceneChanges(path, duration, MAX_FRAMES).catch(() => []);
    const width = Math.min(1280, video.width);
    const height = Math.round((video.height * width) / video.width / 2) * 2;
    const frames: MediaFrame[] = [];
    for (const [index, atSeconds] of times.entries()) {
      const file = join(workdir, `frame-${index + 1}.jpg`);
      const made = await this.tools.poster(path, atSeconds + 0.1, file).then(
        () => true,
        (error: unknown) => {
          this.logger.warn({ message: `No frame at ${atSeconds} s`, err: error });
          return false;
        },
      );
      if (!made) continue;
      const blobKey = `${derivedPrefix}/frame-${index + 1}.jpg`;
      await storeFile(this.blobs, blobKey, file);
      frames.push({ blobKey, atSeconds, width, height });
    }
    return frames;
  }

  private async transcribe(
    path: string,
    workdir: string,
    probe: MediaProbe,
    media: SourceMedia,
    language: string,
    speech?: { progress?: SpeechProgress },
  ) {
    if (!probe.audio) {
      media.transcript = { status: 'unavailable', reason: 'it has no sound' };
      return { withoutSpeech: false, cacheable: true };
    }
    const unavailable = this.speech.unavailableReason(language);
    if (unavailable) {
      media.transcript = { status: 'unavailable', reason: unavailable };
      return { withoutSpeech: true, cacheable: true };
    }
    if (!speech) return { withoutSpeech: true, cacheable: true };
    const chunksDirectory = join(workdir, 'speech');
    await mkdir(chunksDirectory);
    const chunks = await this.tools.speechChunks(
      path,
      chunksDirectory,
      this.config.MEDIA_MAX_MINUTES * 60,
      this.speech.audioFormat,
    );
    try {
      const segments = chunks.length
        ? await this.speech.transcribe(chunks, language, speech.progress)
        : [];
      media.transcript =
        segments.length > 0
          ? { status: 'available', segments }
          : { status: 'unavailable', reason: NO_SPEECH };
      return { withoutSpeech: false, cacheable: true };
    } catch (error) {
      this.logger.warn({ message: 'Speech recognition failed', err: error });
      media.transcript = { status: 'unavailable', reason: 'speech recognition failed' };
      return { withoutSpeech: false, cacheable: false };
    }
  }
}

function isPlayable(extension: string, probe: MediaProbe): boolean {
  const playable = PLAYABLE[extension];
  if (!playable) return false;
  return [probe.video?.codec, probe.audio?.codec]
    .filter((codec): codec is string => !!codec)
    .every((codec) => playable.codecs.test(codec));
}
