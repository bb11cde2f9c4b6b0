import { pictureAndText } from './picture-text';
import { contain } from './picture-grid';

const area = { x: 0, y: 0, w: 9000, h: 5000 };
const drawn = (box: { w: number; h: number }, picture: { width: number; height: number }) => {
  const { w, h } = contain({ x: 0, y: 0, ...box }, picture.width, picture.height);
  return w * h;
};

describe(pictureAndText.name, () => {
  it.each([
    ['a wide chart takes the width, its points under it', { width: 1600, height: 500 }, 'under'],
    ['a tall photo takes the height, its points beside it', { width: 600, height: 900 }, 'beside'],
  ])('%s', (_, picture, where) => {
    const { picture: box, text } = pictureAndText(area, picture);
    expect(where === 'under' ? text.y >= box.y + box.h : text.x >= box.x + box.w).toBe(true);
    // The figure gets the space: more than half of what a figure of its shape could fill.
    expect(drawn(box, picture)).toBeGreaterThan(0.5 * drawn(area, picture));
  });
});
