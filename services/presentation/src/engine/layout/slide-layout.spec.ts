import type { PlannedSlide } from '@deckforge/proto';
import type { LayoutChoice, LayoutUse } from './layout-choice';
import type { LayoutInfo } from '../template';
import { slideLayout } from './slide-layout';

const INCH = 914_400;
const box = (x: number, y: number, w: number, h: number) => ({
  x: x * INCH,
  y: y * INCH,
  w: w * INCH,
  h: h * INCH,
});
const layoutUse = (name: string, extra: Partial<LayoutUse>): LayoutUse => ({
  layout: { part: name, number: 1, name, placeholders: [] } as LayoutInfo,
  contentBox: box(0.5, 1.5, 9, 5.5),
  ...extra,
});
// Office's 4:3 "Picture with Caption": a near-square picture box beside the caption's body.
const pictureWithCaption = layoutUse('Picture with Caption', {
  picture: { type: 'pic', name: 'Picture', box: box(4.25, 1.1, 5.06, 5.33) },
  body: { type: 'body', name: 'Caption', box: box(0.7, 2.25, 3.2, 4.2) },
});
const titleOnly = layoutUse('Title Only', {});
const layouts = { picture: pictureWithCaption, media: titleOnly } as LayoutChoice;
const template = { slideWidth: 10 * INCH, slideHeight: 7.5 * INCH };
const picture = (width: number, height: number, extra: object = {}): PlannedSlide => ({
  kind: 'picture',
  title: 'Team offsite',
  altText: 'The team on a hill',
  picture: { blobKey: 'k', mime: 'image/png', width, height },
  ...extra,
});

describe(slideLayout.name, () => {
  it('sets a wide picture the picture box would draw small on the media layout', () => {
    expect(slideLayout(picture(1600, 900), layouts, template)).toBe(titleOnly);
    expect(slideLayout(picture(1600, 900, { caption: 'Team offsite' }), layouts, template)).toBe(
      titleOnly,
    );
  });

  it('keeps the picture box for pictures that fill it and for pictures with points beside', () => {
    // Nearly the box's shape: PowerPoint fills the box, cropping a little.
    expect(slideLayout(picture(1000, 1000), layouts, template)).toBe(pictureWithCaption);
    const withPoints = picture(1600, 900, { bullets: [{ text: 'Forty people came', level: 0 }] });
    expect(slideLayout(withPoints, layouts, template)).toBe(pictureWithCaption);
    // Other kinds keep their layout.
    const list: PlannedSlide = { kind: 'bullets', title: 'Plan', bullets: [] };
    expect(slideLayout(list, { ...layouts, bullets: titleOnly }, template)).toBe(titleOnly);
  });
});
