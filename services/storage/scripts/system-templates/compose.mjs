// Turns a design's few decisions (palette, fonts, type scale, frame, decorations per layout) into
// the full master, the standard layouts and the sample slides that ooxml.mjs writes. Layout types,
// names and placeholder indices follow PowerPoint's own, so the presentation renderer (and anyone
// editing in PowerPoint) finds them where they expect.
import { SLIDE } from './ooxml.mjs';

const scheme = (name, mods = {}) => ({ scheme: name, ...mods });

/** Layout order; the sample slides below refer to these indices. */
export const LAYOUT = {
  title: 0,
  content: 1,
  section: 2,
  two: 3,
  comparison: 4,
  titleOnly: 5,
  contentCaption: 6,
  picture: 7,
  blank: 8,
};

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

  const title = (overrides = {}) => ({
    type: 'title',
    name: 'Title 1',
    ...overrides,
  });
  const noBullets = (style) => ({ marL: 0, indent: 0, bullet: 'none', ...style });
  const L = d.layouts ?? {};

  const layouts = [
    {
      name: 'Title Slide',
      type: 'title',
      background: L.title?.background,
      hideMasterShapes: L.title?.hideMasterShapes ?? true,
      decorations: L.title?.decorations ?? [],
      placeholders: [
        {
          type: 'ctrTitle',
          name: 'Title 1',
          box: L.title?.titleBox ?? { x: f.left, y: 2.0, w: width, h: 2.0 },
          anchor: L.title?.titleAnchor ?? 'b',
          autofit: true,
          levels: [
            {
              size: L.title?.titleSize ?? 54,
              bold: L.title?.titleBold ?? d.titleBold ?? false,
              caps: L.title?.titleCaps,
              spacing: L.title?.titleSpacing,
              color: L.title?.titleColor ?? headingColor,
              align: L.title?.align ?? 'l',
              lineSpacing: 88,
            },
          ],
        },
        {
          type: 'subTitle',
          idx: 1,
          name: 'Subtitle 2',
          box: L.title?.subtitleBox ?? { x: f.left, y: 4.2, w: width, h: 1.1 },
          anchor: 't',
          autofit: true,
          levels: [
            noBullets({
              size: L.title?.subtitleSize ?? 22,
              color: L.title?.subtitleColor ?? muted,
              align: L.title?.align ?? 'l',
              caps: L.title?.subtitleCaps,
              spacing: L.title?.subtitleSpacing,
              font: 'minor',
            }),
          ],
        },
        ...(L.title?.footer === false ? [] : layoutFooter),
      ],
    },
    {
      name: 'Title and Content',
      type: 'obj',
      background: L.content?.background,
      decorations: L.content?.decorations ?? [],
      placeholders: [
        title(),
        { type: 'obj', idx: 1, name: 'Content Placeholder 2' },
        ...layoutFooter,
      ],
    },
    {
      name: 'Section Header',
      type: 'secHead',
      background: L.section?.background,
      hideMasterShapes: L.section?.hideMasterShapes ?? true,
      decorations: L.section?.decorations ?? [],
      placeholders: [
        title({
          box: L.section?.titleBox ?? { x: f.left, y: 2.35, w: width, h: 1.75 },
          anchor: 'b',
          levels: [
            {
              size: L.section?.titleSize ?? 44,
              bold: L.section?.titleBold,
              caps: L.section?.titleCaps,
              color: L.section?.titleColor ?? headingColor,
              align: L.section?.align ?? 'l',
            },
          ],
        }),
        {
          type: 'body',
          idx: 1,
          name: 'Text Placeholder 2',
          box: L.section?.bodyBox ?? { x: f.left, y: 4.25, w: width, h: 1.1 },
          anchor: 't',
          levels: [
            noBullets({
              size: 20,
              color: L.section?.bodyColor ?? muted,
              align: L.section?.align ?? 'l',
            }),
          ],
        },
        ...(L.section?.footer === false ? [] : layoutFooter),
      ],
    },
    {
      name: 'Two Content',
      type: 'twoObj',
      background: L.content?.background,
      decorations: L.content?.decorations ?? [],
      placeholders: [
        title(),
        {
          type: 'obj',
          idx: 1,
          sz: 'half',
          name: 'Content Placeholder 2',
          box: { x: f.left, y: f.bodyY, w: half, h: f.bodyH },
          levels: [{ size: sizes[0] - 2 }, { size: sizes[1] - 2 }, { size: sizes[2] - 2 }],
        },
        {
          type: 'obj',
          idx: 2,
          sz: 'half',
          name: 'Content Placeholder 3',
          box: { x: f.left + half + gap, y: f.bodyY, w: half, h: f.bodyH },
          levels: [{ size: sizes[0] - 2 }, { size: sizes[1] - 2 }, { size: sizes[2] - 2 }],
        },
        ...layoutFooter,
      ],
    },
    {
      name: 'Comparison',
      type: 'twoTxTwoObj',
      background: L.content?.background,
      decorations: L.content?.decorations ?? [],
      placeholders: [
        title(),
        ...[0, 1].flatMap((column) => {
          const x = f.left + column * (half + gap);
          return [
            {
              type: 'body',
              idx: 1 + column * 2,
              sz: 'quarter',
              name: `Text Placeholder ${2 + column * 2}`,
              box: { x, y: f.bodyY, w: half, h: 0.6 },
              anchor: 'b',
              levels: [
                noBullets({
                  size: 20,
                  bold: true,
                  color: d.text?.subheading ?? scheme('accent1', { lumMod: 75 }),
                }),
              ],
            },
            {
              type: 'obj',
              idx: 2 + column * 2,
              sz: 'quarter',
              name: `Content Placeholder ${3 + column * 2}`,
              box: { x, y: f.bodyY + 0.75, w: half, h: f.bodyH - 0.75 },
              levels: [{ size: sizes[0] - 3 }, { size: sizes[1] - 2 }, { size: sizes[2] - 2 }],
            },
          ];
        }),
        ...layoutFooter,
      ],
    },
    {
      name: 'Title Only',
      type: 'titleOnly',
      background: L.content?.background,
      decorations: L.content?.decorations ?? [],
      placeholders: [title(), ...layoutFooter],
    },
    {
      name: 'Content with Caption',
      type: 'objTx',
      background: L.content?.background,
      decorations: L.caption?.decorations ?? L.content?.decorations ?? [],
      hideMasterShapes: L.caption?.hideMasterShapes,
      placeholders: [
        title({
          box: { x: f.left, y: 0.9, w: 4.3, h: 1.6 },
          anchor: 'b',
          levels: [{ size: 28 }],
        }),
        {
          type: 'obj',
          idx: 1,
          name: 'Content Placeholder 2',
          box: { x: f.left + 4.75, y: 0.9, w: width - 4.75, h: 5.6 },
        },
        {
          type: 'body',
          idx: 2,
          sz: 'half',
          name: 'Text Placeholder 3',
          box: { x: f.left, y: 2.7, w: 4.3, h: 3.8 },
          levels: [noBullets({ size: 16, color: muted, lineSpacing: 115 })],
        },
        ...layoutFooter,
      ],
    },
    {
      name: 'Picture with Caption',
      type: 'picTx',
      background: L.picture?.background ?? L.content?.background,
      // A tinted frame where the picture goes: an empty picture placeholder is invisible in a
      // slide show, and a picture placed in it covers the frame.
      decorations: [
        {
          name: 'Picture Frame',
          ...(L.picture?.pictureBox ?? { x: 0, y: 0, w: 7.6, h: SLIDE.heightIn }),
          fill: L.picture?.frameFill ?? scheme('tx2', { alpha: 12 }),
        },
        ...(L.picture?.decorations ?? []),
      ],
      hideMasterShapes: L.picture?.hideMasterShapes ?? true,
      placeholders: [
        {
          type: 'pic',
          idx: 1,
          name: 'Picture Placeholder 2',
          box: L.picture?.pictureBox ?? { x: 0, y: 0, w: 7.6, h: SLIDE.heightIn },
          levels: [noBullets({ size: 20, color: muted, align: 'ctr' })],
        },
        title({
          box: L.picture?.titleBox ?? { x: 8.3, y: 1.2, w: 4.3, h: 1.9 },
          anchor: 'b',
          levels: [{ size: 30, color: L.picture?.titleColor ?? headingColor }],
        }),
        {
          type: 'body',
          idx: 2,
          sz: 'half',
          name: 'Text Placeholder 3',
          box: L.picture?.captionBox ?? { x: 8.3, y: 3.3, w: 4.3, h: 3.2 },
          levels: [
            noBullets({ size: 16, color: L.picture?.captionColor ?? muted, lineSpacing: 115 }),
          ],
        },
      ],
    },
    {
      name: 'Blank',
      type: 'blank',
      background: L.content?.background,
      decorations: [],
      placeholders: [...layoutFooter],
    },
  ];

  const sample = d.sample;
  const slides = d.slides ?? [
    {
      layout: LAYOUT.title,
      content: [
        { type: 'ctrTitle', paragraphs: [sample.title] },
        { type: 'subTitle', paragraphs: [sample.subtitle] },
      ],
    },
    {
      layout: LAYOUT.content,
      content: [
        { type: 'title', paragraphs: [sample.agendaTitle ?? 'Agenda'] },
        { type: 'obj', idx: 1, paragraphs: sample.agenda },
      ],
    },
    {
      layout: LAYOUT.section,
      content: [
        { type: 'title', paragraphs: [sample.section] },
        { type: 'body', idx: 1, paragraphs: [sample.sectionNote] },
      ],
    },
    {
      layout: LAYOUT.two,
      content: [
        { type: 'title', paragraphs: [sample.twoTitle] },
        { type: 'obj', idx: 1, paragraphs: sample.left },
        { type: 'obj', idx: 2, paragraphs: sample.right },
      ],
    },
    {
      layout: LAYOUT.picture,
      content: [
        { type: 'title', paragraphs: [sample.pictureTitle] },
        { type: 'body', idx: 2, paragraphs: [sample.pictureCaption] },
      ],
    },
    {
      layout: LAYOUT.titleOnly,
      content: [{ type: 'title', paragraphs: [sample.closing ?? 'Thank you'] }],
    },
  ];

  return {
    ...d,
    master,
    layouts,
    slides,
  };
}
