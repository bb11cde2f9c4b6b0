import { formatDuration, parseProbe } from './media-probe';

describe(parseProbe.name, () => {
  it('reads duration, video size and audio codec from ffmpeg’s summary', () => {
    const stderr = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip.mp4':
  Duration: 00:01:03.02, start: 0.000000, bitrate: 141 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 640x360 [SAR 1:1 DAR 16:9], 55 kb/s, 25 fps
    Stream #0:1(und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 75 kb/s (default)`;
    expect(parseProbe(stderr)).toEqual({
      durationSeconds: 63.02,
      video: { codec: 'h264', width: 640, height: 360 },
      audio: { codec: 'aac' },
    });
  });

  it('does not take an audio file’s cover art for a video', () => {
    const stderr = `  Duration: 00:00:05.00, start: 0.025057, bitrate: 64 kb/s
    Stream #0:0: Audio: mp3, 44100 Hz, stereo, fltp, 128 kb/s
    Stream #0:1: Video: mjpeg, yuvj420p(pc), 500x500, 90k tbr (attached pic)`;
    expect(parseProbe(stderr)).toEqual({ durationSeconds: 5, audio: { codec: 'mp3' } });
  });

  it('does not take unmarked covers (two of them, as tagging tools write) for a video', () => {
    const stderr = `  Duration: 00:00:02.45, start: 0.025057, bitrate: 129 kb/s
    Stream #0:0: Audio: mp3, 44100 Hz, mono, fltp, 128 kb/s
    Stream #0:1: Video: png, rgb24(pc), 30x30 [SAR 1:1 DAR 1:1], 90k tbr, 90k tbn, 90k tbc
    Stream #0:2: Video: mjpeg (Baseline), yuvj444p(pc, bt470bg/unknown/unknown), 64x40 [SAR 1:1 DAR 8:5], 90k tbr, 90k tbn, 90k tbc`;
    expect(parseProbe(stderr)).toEqual({ durationSeconds: 2.45, audio: { codec: 'mp3' } });
    const motionJpeg = `    Stream #0:0: Video: mjpeg (Baseline), yuvj420p(pc), 640x480, 30 fps, 30 tbr, 30 tbn`;
    expect(parseProbe(motionJpeg).video).toEqual({ codec: 'mjpeg', width: 640, height: 480 });
  });

  it('finds nothing in what is not media', () => {
    expect(parseProbe('x.txt: Invalid data found when processing input')).toEqual({});
  });
});

describe(formatDuration.name, () => {
  it.each([
    [65, '1:05'],
    [3725, '1:02:05'],
    [36_000, '10:00:00'],
  ])('%d s is %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});
