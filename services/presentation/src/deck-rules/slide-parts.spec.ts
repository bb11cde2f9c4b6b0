import type { PlannedBullet } from '@deckforge/proto';
import { evenBulletParts } from './slide-parts';

const bullet = (text: string, level = 0): PlannedBullet => ({ text, level });

describe(evenBulletParts.name, () => {
  it('fills parts evenly: 4 + 3 rather than 6 + 1', () => {
    const bullets = Array.from({ length: 7 }, (_, index) => bullet(`b${index}`));
    expect(evenBulletParts(bullets, 2).map((part) => part.length)).toEqual([4, 3]);
  });

  it('keeps sub-bullets with their bullet: no part opens with a sub-bullet', () => {
    const bullets = [
      bullet('a'),
      bullet('b'),
      bullet('c'),
      bullet('c.1', 1),
      bullet('c.2', 1),
      bullet('d'),
      bullet('e'),
    ];
    const parts = evenBulletParts(bullets, 2);
    expect(parts.flat()).toEqual(bullets);
    for (const part of parts) expect(part[0].level).toBe(0);
  });
});
