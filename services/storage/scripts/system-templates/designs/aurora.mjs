// Technology
import { composeDesign } from '../compose.mjs';
import { s, W, H, sampleFor, glow } from './shared.mjs';

export const aurora = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a06',
  slug: 'aurora',
  name: 'Aurora',
  category: 'Technology',
  description: 'Soft violet and blue light on white: product stories, roadmaps and keynotes.',
  theme: {
    colors: {
      dk1: '1F2340',
      lt1: 'FFFFFF',
      dk2: '2A1B5C',
      lt2: 'F4F3FF',
      accent1: '6C4CF1',
      accent2: '2EB5E8',
      accent3: 'FF7AB6',
      accent4: '39D2B4',
      accent5: 'FFB547',
      accent6: '8D99AE',
      hlink: '6C4CF1',
      folHlink: '2EB5E8',
    },
    fonts: { major: 'Calibri', minor: 'Calibri' },
  },
  background: s('bg1'),
  titleSize: 36,
  titleBold: true,
  bullets: ['●', '–', '●', '–', '●'],
  decorations: {
    master: [
      {
        x: 0,
        y: 0,
        w: W,
        h: 0.1,
        fill: {
          gradient: [
            [0, s('accent1')],
            [50, s('accent2')],
            [100, s('accent3')],
          ],
          angle: 0,
        },
      },
      glow(W - 3.4, H - 2.6, 5.4, 4.6, 'accent2', 35),
      glow(W - 2.3, H - 3.4, 4.2, 4.2, 'accent1', 28),
    ],
  },
  layouts: {
    title: {
      background: {
        gradient: [
          [0, s('tx2')],
          [100, s('accent1', { lumMod: 60 })],
        ],
        angle: 90,
      },
      decorations: [
        glow(6.6, -3.0, 9.0, 7.0, 'accent2', 100),
        glow(9.4, 1.4, 6.6, 6.2, 'accent3', 95),
        glow(5.4, 4.3, 7.2, 5.0, 'accent4', 75),
        glow(10.6, -0.9, 3.4, 3.4, 'bg1', 55),
      ],
      titleBox: { x: 0.75, y: 1.9, w: 8.6, h: 2.2 },
      subtitleBox: { x: 0.75, y: 4.3, w: 8.0, h: 1.0 },
      titleColor: s('bg1'),
      subtitleColor: s('bg1', { alpha: 85 }),
      titleSize: 56,
      titleBold: true,
      footer: false,
    },
    section: {
      background: {
        gradient: [
          [0, s('accent1')],
          [100, s('accent2')],
        ],
        angle: 20,
      },
      decorations: [glow(8.6, 2.0, 7.4, 6.6, 'accent3', 95), glow(10.2, -2.2, 4.6, 4.6, 'bg1', 45)],
      titleColor: s('bg1'),
      titleBold: true,
      bodyColor: s('bg1', { alpha: 85 }),
      footer: false,
    },
    picture: {
      background: s('bg2'),
      decorations: [{ x: 8.3, y: 3.12, w: 1.0, h: 0.07, fill: s('accent1') }],
    },
  },
  sample: sampleFor({
    title: 'Product Roadmap',
    subtitle: 'Aurora · What we are building next, and why',
    section: 'Now, next, later',
    sectionNote: 'The three horizons of our plan',
    twoTitle: 'Themes for the year',
    left: ['Faster', [1, 'Instant search'], [1, 'Offline mode'], 'Simpler'],
    right: ['Smarter', [1, 'Suggestions that learn'], [1, 'Automatic summaries'], 'Safer'],
    pictureTitle: 'Designed with our users',
    pictureCaption: 'Forty interviews and six prototype rounds shaped the new home screen.',
  }),
});
