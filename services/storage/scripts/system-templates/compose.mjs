// Turns a design's few decisions (palette, fonts, type scale, frame, decorations per layout) into
// the full master, the standard layouts and the sample slides that ooxml.mjs writes. Layout types,
// names and placeholder indices follow PowerPoint's own, so the presentation renderer (and anyone
// editing in PowerPoint) finds them where they expect.
import { SLIDE } from './drawing.mjs';
import { standardLayouts } from './layouts.mjs';
import { sampleSlides } from './samples.mjs';

export { LAYOUT } from './layouts.mjs';

const scheme = (name, mods = {}) => ({ scheme: name, ...mods });

const DEFAULT_FRAME = {
  left: 0.75,
  right: 0.75,
  titleY: 0.45,
  titleH: 1.05,
  bodyY: 1.75,
  bodyH: 4.75,
  footerY: 6.85,
};

/**
 * @param {object} d the design: see designs.mjs for the fields each template sets.
 */
export function composeDesign(d) {
  const f = { ...DEFAULT_FRAME, ...d.frame };
  const width = SLIDE.widthIn - f.left - f.right;
  const gap = 0.45;
  const half = (width - gap) / 2;
  const textColor = d.text?.body ?? scheme('tx1', { lumMod: 85, lumOff: 15 });
  const headingColor = d.text?.heading ?? scheme('tx2');
  const muted = d.text?.muted ?? scheme('tx1', { lumMod: 65, lumOff: 35 });
  const bullets = d.bullets ?? ['•', '–', '•', '–', '•'];
  const sizes = d.bodySizes ?? [22, 19, 17, 15, 15];

  const bodyLevels = sizes.map((size, index) => ({
    size,
    color: index === 0 ? textColor : muted,
    font: 'minor',
    lineSpacing: d.lineSpacing ?? 108,
    before: index === 0 ? (d.paragraphGap ?? 10) : 4,
    marL: 0.32 + index * 0.36,
    indent: -0.3,
    bullet: {
      char: bullets[index],
      color: d.bulletColor ?? scheme('accent1'),
      scale: index === 0 ? 100 : 90,
    },
  }));
  const titleStyle = {
    size: d.titleSize ?? 36,
    bold: d.titleBold ?? false,
    caps: d.titleCaps,
    spacing: d.titleSpacing,
    color: headingColor,
    font: 'major',
    lineSpacing: 92,
    bullet: 'none',
    align: d.titleAlign ?? 'l',
  };

  const footerStyle = [
    { size: 10, color: d.text?.footer ?? muted, font: 'minor', bullet: 'none', spacing: 20 },
  ];
  const footer = (idx) => [
    {
      type: 'ftr',
      idx: idx.ftr,
      sz: 'quarter',
      name: 'Footer Placeholder',
      box: { x: f.left, y: f.footerY, w: 7, h: 0.35 },
      anchor: 'ctr',
      levels: [{ ...footerStyle[0], align: 'l' }],
    },
    {
      type: 'sldNum',
      idx: idx.sldNum,
      sz: 'quarter',
      name: 'Slide Number Placeholder',
      box: { x: SLIDE.widthIn - f.right - 1.2, y: f.footerY, w: 1.2, h: 0.35 },
      anchor: 'ctr',
      levels: [{ ...footerStyle[0], align: 'r' }],
    },
  ];
  const layoutFooter = d.footerOnLayouts === false ? [] : footer({ ftr: 11, sldNum: 12 });

  const master = {
    background: d.background,
    decorations: d.decorations?.master ?? [],
    titleStyle,
    bodyLevels,
    placeholders: [
      {
        type: 'title',
        name: 'Title Placeholder 1',
        box: { x: f.left, y: f.titleY, w: width, h: f.titleH },
        anchor: d.titleAnchor ?? 'b',
        autofit: true,
      },
      {
        type: 'body',
        idx: 1,
        name: 'Text Placeholder 2',
        box: { x: f.left, y: f.bodyY, w: width, h: f.bodyH },
        anchor: 't',
        autofit: true,
        levels: [{}, {}, {}],
      },
      ...footer({ ftr: 3, sldNum: 4 }).map((ph) => ({ ...ph, levels: ph.levels })),
    ],
  };
  const layouts = standardLayouts(d, {
    f,
    width,
    gap,
    half,
    headingColor,
    muted,
    sizes,
    layoutFooter,
  });
  const slides = d.slides ?? sampleSlides(d.sample);

  return {
    ...d,
    master,
    layouts,
    slides,
  };
}
