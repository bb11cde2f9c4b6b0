import type { ExtractedSource, SourceMedia } from '../../src/engine/extract';

type Recording = Pick<SourceMedia, 'kind' | 'durationSeconds' | 'transcript'> &
  Partial<SourceMedia>;

/**
 * A recording as extraction leaves it for the planner: nothing but the media, an MP4 (with a
 * poster, 1280x720) or an MP3 unless the test says otherwise.
 */
export function recordingSource(media: Recording): ExtractedSource {
  const defaults =
    media.kind === 'video'
      ? {
          blobKey: 'video',
          mime: 'video/mp4',
          extension: 'mp4',
          posterBlobKey: 'poster',
          width: 1280,
          height: 720,
        }
      : { blobKey: 'audio', mime: 'audio/mpeg', extension: 'mp3' };
  return { kind: media.kind, sections: [], pictures: [], media: { ...defaults, ...media } };
}
