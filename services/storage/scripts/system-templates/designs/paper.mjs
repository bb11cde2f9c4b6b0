// Minimal
import { composeDesign } from '../compose.mjs';
import { s, W, sampleFor } from './shared.mjs';

export const paper = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a08',
  slug: 'paper',
  name: 'Paper',
  category: 'Minimal',
  description:
    'Black on white, generous space and one vermilion accent: talks that let words lead.',
  theme: {
    colors: {
      dk1: '141414',
      lt1: 'FFFFFF',
      dk2: '141414',
      lt2: 'F2F1ED',
      accent1: 'E4572E',
      accent2: '4A4A4A',
      accent3: '8A8A8A',
      accent4: '2E86AB',
      accent5: 'BDBDBD',
      accent6: '2B2B2B',
      hlink: 'E4572E',
      folHlink: '4A4A4A',
    },
    fonts: { major: 'Arial', minor: 'Arial' },
  },
  background: s('bg1'),
  titleSize: 32,
  titleSpacing: -20,
  bodySizes: [20, 17, 15, 14, 14],
  bullets: ['—', '·', '—', '·', '—'],
  bulletColor: s('accent1'),
  lineSpacing: 115,
  frame: { left: 1.0, right: 1.0, titleY: 0.6, bodyY: 1.95 },
  decorations: {
    master: [
      { x: 1.0, y: 0.42, w: 0.14, h: 0.14, fill: s('accent1') },
      { x: 1.0, y: 6.82, w: W - 2.0, h: 0.01, fill: s('tx1', { alpha: 25 }) },
    ],
  },
  layouts: {
    title: {
      decorations: [
        { x: 1.0, y: 4.35, w: W - 2.0, h: 0.015, fill: s('tx1') },
        { shape: 'ellipse', x: W - 1.25, y: 1.0, w: 0.25, h: 0.25, fill: s('accent1') },
      ],
      titleBox: { x: 1.0, y: 1.5, w: 10.5, h: 2.75 },
      subtitleBox: { x: 1.0, y: 4.55, w: 10.5, h: 1.0 },
      titleSize: 58,
      titleSpacing: -150,
      subtitleColor: s('tx1', { lumMod: 60, lumOff: 40 }),
      footer: false,
    },
    section: {
      background: s('bg2'),
      decorations: [{ x: 1.0, y: 4.15, w: 0.6, h: 0.05, fill: s('accent1') }],
      titleBox: { x: 1.0, y: 2.2, w: 10.5, h: 1.85 },
      bodyBox: { x: 1.0, y: 4.35, w: 10.5, h: 1.0 },
      titleSize: 44,
    },
    picture: {
      decorations: [{ x: 8.3, y: 3.12, w: 0.5, h: 0.04, fill: s('accent1') }],
    },
  },
  sample: sampleFor({
    title: 'Less, but better',
    subtitle: 'Paper · Notes on designing calm software',
    section: 'Three principles',
    sectionNote: 'Quiet defaults, honest words, nothing extra',
    twoTitle: 'Before / after',
    left: [
      'Before',
      [1, 'Twelve settings'],
      [1, 'Four confirmation dialogs'],
      'Every feature visible',
    ],
    right: ['After', [1, 'Two settings'], [1, 'Undo instead of confirm'], 'Features when needed'],
    pictureTitle: 'Whitespace is content',
    pictureCaption: 'What you leave out tells people where to look.',
  }),
});
