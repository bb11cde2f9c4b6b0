import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import { backgroundArtwork } from './background-artwork';
import { area, type Artwork, intersection } from './free-area';
import type { Box } from './template-analysis';
import { pictureArtwork } from './picture-artwork';
/** A designed deck whose slides each have a picture background (../shared/fixtures/wild/README.md). */
const DESIGNED_DECK = join(
  ...[__dirname, '..', '..', '..', '..', '..', 'shared', 'fixtures', 'wild', 'templates'],
  'onlyoffice-sample.pptx',
);
const withFixture = existsSync(DESIGNED_DECK) ? it : it.skip;

/** Share of `region` (fractions of the picture) that the motifs cover. */
const covered = (motifs: Box[], region: Box) =>
  motifs.reduce((sum, motif) => sum + area(intersection(motif, region)), 0) / area(region);

/** A PNG of `width` × `height` whose pixels `paint` colours (0–255 grey levels). */
function png(width: number, height: number, paint: (x: number, y: number) => number): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      image.data.fill(paint(x, y), i, i + 3);
      image.data[i + 3] = 255;
    }
  return PNG.sync.write(image);
}

describe(pictureArtwork.name, () => {
  withFixture(
    'finds the knight’s shield and gauntlet and leaves the flat ground clear',
    async () => {
      const zip = await JSZip.loadAsync(readFileSync(DESIGNED_DECK));
      // The European knights' slide: a shield and a gauntlet down the left, a dark ground right.
      const motifs = pictureArtwork(await zip.file('ppt/media/image3.jpg')!.async('nodebuffer'));
      expect(covered(motifs, { x: 0.05, y: 0.6, w: 0.35, h: 0.35 })).toBeGreaterThan(0.9);
      expect(covered(motifs, { x: 0.55, y: 0.6, w: 0.4, h: 0.35 })).toBeLessThan(0.05);
    },
  );

  it('finds none in a flat picture, a gradient or a photo that is busy throughout', () => {
    expect(pictureArtwork(png(320, 180, () => 40))).toEqual([]);
    expect(pictureArtwork(png(320, 180, (x) => Math.round((x / 320) * 200)))).toEqual([]);
    // Noise everywhere: the template means its text to sit on the photo.
    expect(pictureArtwork(png(320, 180, (x, y) => ((x * 7919 + y * 104_729) % 251) | 0))).toEqual(
      [],
    );
  });

  it('finds a busy motif in the corner of a flat picture, in the corner', () => {
    const checks = (x: number, y: number) =>
      x > 220 && y > 100 ? ((Math.floor(x / 4) + Math.floor(y / 4)) % 2) * 255 : 200;
    const motifs = pictureArtwork(png(320, 180, checks));
    expect(covered(motifs, { x: 0.72, y: 0.6, w: 0.26, h: 0.38 })).toBeGreaterThan(0.9);
    expect(covered(motifs, { x: 0, y: 0, w: 0.6, h: 0.5 })).toBe(0);
  });
});

describe(backgroundArtwork.name, () => {
  withFixture('places the motifs of a slide’s own background on the slide', async () => {
    const zip = await JSZip.loadAsync(readFileSync(DESIGNED_DECK));
    const slide = { x: 0, y: 0, w: 9_144_000, h: 6_858_000 };
    const motifs = await backgroundArtwork(zip, 'ppt/slides/slide3.xml', slide);
    const lowerLeft = { x: 0.05 * slide.w, y: 0.6 * slide.h, w: 0.35 * slide.w, h: 0.35 * slide.h };
    expect(covered(motifs, lowerLeft)).toBeGreaterThan(0.9);
    expect(motifs.every((motif: Artwork) => motif.picture)).toBe(true);
  });
});
