// Building blocks the designs share: theme colour references, slide size, sample text, and a
// few shapes (slanted bands, soft glows, hexagon lattices).

/** A theme colour, with optional modifiers: `s('accent1', { alpha: 40 })`. */
export const s = (name, mods = {}) => ({ scheme: name, ...mods });
export const W = 13.333;
export const H = 7.5;

export const sampleFor = (subject) => ({
  agenda: [
    'Where we stand today',
    'What changed this quarter',
    [1, 'Three signals worth watching'],
    'Where we go next',
    'Decisions we need from you',
  ],
  left: ['What worked', [1, 'Clear goals, shared early'], [1, 'Weekly reviews'], 'What to keep'],
  right: ['What to change', [1, 'Fewer hand-offs'], [1, 'One source of truth'], 'Next steps'],
  ...subject,
});

/**
 * A full-height band slanting up to the right: its top edge starts `offset` inches right of its
 * bottom edge, whatever its width, so bands drawn with the same offset are parallel.
 */
export const slanted = (x, w, offset, fillSpec) => ({
  shape: 'parallelogram',
  x,
  y: 0,
  w,
  h: H,
  adjust: { adj: Math.round((offset / Math.min(w, H)) * 100000) },
  fill: fillSpec,
});

/** A soft light: a translucent ellipse whose edge fades out over a quarter of its size. */
export const glow = (x, y, w, h, name, alpha) => ({
  shape: 'ellipse',
  x,
  y,
  w,
  h,
  fill: s(name, { alpha }),
  softEdge: Math.min(w, h) / 4,
});

export const hexagon = (x, y, size, fillSpec, lineSpec) => ({
  shape: 'hexagon',
  x,
  y,
  w: size,
  h: size * 0.866,
  adjust: { adj: 25000, vf: 115470 },
  fill: fillSpec,
  line: lineSpec,
});

export const lattice = (originX, originY, size, cells) =>
  cells.map(([column, row, fillSpec, lineSpec]) =>
    hexagon(
      originX + column * size * 0.75,
      originY + row * size * 0.866 + (column % 2 ? size * 0.433 : 0),
      size,
      fillSpec,
      lineSpec,
    ),
  );
