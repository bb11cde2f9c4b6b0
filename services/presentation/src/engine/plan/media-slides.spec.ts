import { recordingSource } from '../../../test/support/recordings';
import type { ExtractedSource, MediaFrame } from '../extract';
import { planDeck } from './plan-deck';

const sentence = (topic: string, n: number) =>
  `The ${topic} team reviewed ${topic} results number ${n} with every ${topic} partner.`;

/** A recorded talk on two topics, a minute apart, with the frames its picture changed at. */
function talk(name: string, frames: MediaFrame[]): { name: string; source: ExtractedSource } {
  const segment = (start: number, topic: string) =>
    Array.from({ length: 8 }, (_, i) => ({
      startSeconds: start + i * 5,
      endSeconds: start + i * 5 + 4,
      text: sentence(topic, i + 1),
    }));
  return {
    name,
    source: recordingSource({
      kind: 'video',
      durationSeconds: 130,
      frames,
      transcript: {
        status: 'available',
        segments: [...segment(0, 'solar'), ...segment(70, 'harbour')],
      },
    }),
  };
}

const frame = (atSeconds: number): MediaFrame => ({
  blobKey: `frame-${atSeconds}`,
  atSeconds,
  width: 1280,
  height: 720,
});

describe('a video: its frames beside what is said, its slides titled from what is said', () => {
  it('shows each frame once, beside the points said while it was on screen', () => {
    const plan = planDeck('Talk', [
      talk('VID_20240311_0915.mp4', [frame(20), frame(75), frame(125)]),
    ]);
    const framed = plan.slides.flatMap((slide) => (slide.kind === 'picture' ? [slide] : []));
    // Nothing is said after 2:05: that frame illustrates nothing.
    expect(framed.map((slide) => slide.picture.blobKey)).toEqual(['frame-20', 'frame-75']);
    const [solar, harbour] = framed;
    expect(solar.bullets?.length).toBeGreaterThan(0);
    expect(JSON.stringify(solar.bullets)).toMatch(/solar/);
    expect(JSON.stringify(solar.bullets)).not.toMatch(/harbour/);
    expect(JSON.stringify(harbour.bullets)).toMatch(/harbour/);
    expect(harbour).toMatchObject({
      caption: 'At 1:15',
      picture: { mime: 'image/jpeg', width: 1280 },
    });
    // Every point is still on a slide: beside a frame or on the passage's own slide.
    const points = JSON.stringify(plan.slides.filter((slide) => slide.kind !== 'media'));
    expect(points).toMatch(/number 1\b/);
  });

  it('never titles a slide by the file name', () => {
    const plan = planDeck('Talk', [talk('VID_20240311_0915.mp4', [])]);
    for (const slide of plan.slides.slice(1, -1)) expect(slide.title).not.toMatch(/VID|0915/);
    expect(plan.slides[1].kind).toBe('media');
    expect(plan.slides[1].title).toMatch(/solar|harbour|team|partner|result/i);
    // No frames: no pictures but the poster.
    expect(plan.slides.some((slide) => slide.kind === 'picture')).toBe(false);
  });
});
