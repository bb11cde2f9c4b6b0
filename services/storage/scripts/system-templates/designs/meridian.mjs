// Business
import { composeDesign } from '../compose.mjs';
import { s, W, H, sampleFor } from './shared.mjs';

export const meridian = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a01',
  slug: 'meridian',
  name: 'Meridian',
  category: 'Business',
  description: 'Navy and gold with serif headings: board meetings, strategy and quarterly reviews.',
  theme: {
    colors: {
      dk1: '1C2230',
      lt1: 'FFFFFF',
      dk2: '14213D',
      lt2: 'F5F2EA',
      accent1: 'C9A227',
      accent2: '2F6690',
      accent3: '3A7D44',
      accent4: 'B5523B',
      accent5: '6C757D',
      accent6: '8E6C8A',
      hlink: '2F6690',
      folHlink: '8E6C8A',
    },
    fonts: { major: 'Cambria', minor: 'Calibri' },
  },
  background: s('bg1'),
  titleSize: 34,
  decorations: {
    master: [
      { x: 0.75, y: 1.56, w: 0.9, h: 0.06, fill: s('accent1') },
      { x: 0.75, y: 6.82, w: W - 1.5, h: 0.012, fill: s('tx2', { alpha: 30 }) },
    ],
  },
  layouts: {
    title: {
      background: {
        gradient: [
          [0, s('tx2')],
          [100, s('tx2', { lumMod: 70 })],
        ],
        angle: 120,
      },
      decorations: [
        { shape: 'ellipse', x: 8.6, y: -2.2, w: 7.2, h: 7.2, fill: s('bg1', { alpha: 5 }) },
        {
          shape: 'ellipse',
          x: 10.2,
          y: 3.7,
          w: 4.6,
          h: 4.6,
          fill: null,
          line: { width: 1.5, color: s('accent1', { alpha: 70 }) },
        },
        {
          shape: 'ellipse',
          x: 11.0,
          y: 4.5,
          w: 3.0,
          h: 3.0,
          fill: null,
          line: { width: 0.75, color: s('bg1', { alpha: 30 }) },
        },
        { x: 0.75, y: 2.15, w: 0.07, h: 2.95, fill: s('accent1') },
        { x: 0, y: H - 0.12, w: W, h: 0.12, fill: s('accent1') },
      ],
      titleBox: { x: 1.15, y: 1.9, w: 9.4, h: 2.1 },
      subtitleBox: { x: 1.15, y: 4.15, w: 9.4, h: 1.0 },
      titleColor: s('bg1'),
      subtitleColor: s('accent1', { lumMod: 60, lumOff: 40 }),
      titleSize: 52,
      footer: false,
    },
    section: {
      background: s('tx2'),
      decorations: [
        { x: 0.75, y: 4.13, w: 0.9, h: 0.06, fill: s('accent1') },
        {
          shape: 'ellipse',
          x: 9.4,
          y: 1.2,
          w: 5.6,
          h: 5.6,
          fill: null,
          line: { width: 1.5, color: s('accent1', { alpha: 45 }) },
        },
        {
          shape: 'ellipse',
          x: 10.3,
          y: 2.1,
          w: 3.8,
          h: 3.8,
          fill: null,
          line: { width: 0.75, color: s('bg1', { alpha: 25 }) },
        },
      ],
      titleColor: s('bg1'),
      bodyColor: s('accent1', { lumMod: 60, lumOff: 40 }),
      footer: false,
    },
    picture: {
      background: s('bg2'),
      decorations: [{ x: 8.3, y: 3.12, w: 0.9, h: 0.06, fill: s('accent1') }],
    },
  },
  sample: sampleFor({
    title: 'Annual Strategy Review',
    subtitle: 'Meridian · Board presentation, fiscal year 2026',
    section: 'Market position',
    sectionNote: 'How we compare, and where the next growth comes from',
    twoTitle: 'Lessons from the year',
    pictureTitle: 'Our new headquarters',
    pictureCaption:
      'Opened in March: one floor per team, every meeting room bookable from the app.',
  }),
});
