// The standard layouts of every template, in PowerPoint's order and with its types, names and
// placeholder indices; a design changes their backgrounds, decorations and a few boxes.
import { SLIDE } from './drawing.mjs';

/** Layout order; sample slides refer to these indices. */
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

const scheme = (name, mods = {}) => ({ scheme: name, ...mods });
const title = (overrides = {}) => ({ type: 'title', name: 'Title 1', ...overrides });
const noBullets = (style) => ({ marL: 0, indent: 0, bullet: 'none', ...style });

/**
 * @param d the design
 * @param g the composed geometry and styles: frame `f`, text `width`, column `gap` and `half`,
 *   `headingColor`, `muted`, body `sizes`, and the footer placeholders `layoutFooter`
 */
export function standardLayouts(d, g) {
  const { f, width, gap, half, headingColor, muted, sizes, layoutFooter } = g;
  const L = d.layouts ?? {};
  return [
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
}
