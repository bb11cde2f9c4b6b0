import type { ExtractedSource, MediaFrame } from '../extraction/extracted-source';
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
    source: {
      kind: 'video',
      sections: [],
      pictures: [],
      media: {
        kind: 'video',
        blobKey: 'v',
        mime: 'video/mp4',
        extension: 'mp4',
        durationSeconds: 130,
        posterBlobKey: 'poster',
        width: 1280,
        height: 720,
        frames,
        transcript: {
          status: 'available',
          segments: [...segment(0, 'solar'), ...segment(70, 'harbour')],
        },
      },
    },
  };
}

const frame = (atSeconds: number): MediaFrame => ({
  blobKey: `frame-${atSeconds}`,
  atSeconds,
  width: 1280,
  height: 720,
});

describe('a video: its frames beside what is said, its slides titled from what is said', () => {
  it('shows each frame beside the passage being said when it appeared, once per passage', () => {
    const plan = planDeck('Talk', [
      talk('VID_20240311_0915.mp4', [frame(20), frame(25), frame(80)]),
    ]);
    const framed = plan.slides.filter((slide) => slide.kind === 'picture');
    expect(framed.map((slide) => slide.kind === 'picture' && slide.picture.blobKey)).toEqual([
      'frame-20',
      'frame-80',
    ]);
    for (const slide of framed) {
      if (slide.kind !== 'picture') continue;
      expect(slide.bullets?.length).toBeGreaterThan(0);
      expect(slide.picture).toMatchObject({ mime: 'image/jpeg', width: 1280, height: 720 });
    }
    const [first, second] = framed;
    expect(JSON.stringify(first)).toMatch(/solar/i);
    expect(JSON.stringify(second)).toMatch(/harbour/i);
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
