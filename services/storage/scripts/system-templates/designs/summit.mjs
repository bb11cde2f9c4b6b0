// Business
import { composeDesign } from '../compose.mjs';
import { s, W, sampleFor, slanted } from './shared.mjs';

export const summit = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a02',
  slug: 'summit',
  name: 'Summit',
  category: 'Business',
  description: 'Crisp teal geometry with bold sans headings: pitches, plans and project updates.',
  theme: {
    colors: {
      dk1: '1E293B',
      lt1: 'FFFFFF',
      dk2: '0F3D3E',
      lt2: 'EEF5F4',
      accent1: '0F9D8A',
      accent2: 'F2A541',
      accent3: '3C6E71',
      accent4: 'D1495B',
      accent5: '5B8E7D',
      accent6: '7A6C5D',
      hlink: '0F9D8A',
      folHlink: '3C6E71',
    },
    fonts: { major: 'Arial', minor: 'Arial' },
  },
  background: s('bg1'),
  titleSize: 32,
  titleBold: true,
  bodySizes: [20, 18, 16, 14, 14],
  bullets: ['■', '–', '■', '–', '■'],
  decorations: {
    master: [
      {
        shape: 'rtTriangle',
        x: W - 1.3,
        y: 0,
        w: 1.3,
        h: 1.3,
        flipH: true,
        flipV: true,
        fill: s('accent1'),
      },
      {
        shape: 'rtTriangle',
        x: W - 0.75,
        y: 0,
        w: 0.75,
        h: 0.75,
        flipH: true,
        flipV: true,
        fill: s('accent2'),
      },
      { x: 0, y: 0.62, w: 0.16, h: 0.8, fill: s('accent1') },
    ],
  },
  layouts: {
    title: {
      decorations: [
        slanted(7.3, 8.75, 2.6, s('accent1')),
        slanted(10.25, 5.8, 2.6, s('tx2', { alpha: 45 })),
        slanted(6.8, 2.9, 2.6, s('accent2')),
        { x: 0.75, y: 5.3, w: 1.2, h: 0.08, fill: s('accent2') },
      ],
      titleBox: { x: 0.75, y: 1.6, w: 6.4, h: 2.7 },
      subtitleBox: { x: 0.75, y: 4.45, w: 6.4, h: 0.8 },
      subtitleColor: s('tx2', { lumMod: 75, lumOff: 25 }),
      subtitleSize: 20,
      titleSize: 48,
      titleBold: true,
      footer: false,
    },
    section: {
      background: s('accent1'),
      decorations: [
        slanted(9.6, 6.4, 2.6, s('tx2', { alpha: 35 })),
        slanted(9.0, 2.9, 2.6, s('accent2')),
        { x: 0.75, y: 4.1, w: 1.2, h: 0.08, fill: s('accent2') },
      ],
      titleColor: s('bg1'),
      titleBold: true,
      bodyColor: s('bg1', { alpha: 85 }),
      footer: false,
    },
    picture: {
      decorations: [{ x: 8.3, y: 3.12, w: 1.0, h: 0.08, fill: s('accent2') }],
    },
  },
  sample: sampleFor({
    title: 'Go-to-Market Plan 2027',
    subtitle: 'Summit · Launch plan, northern region',
    section: 'The opportunity',
    sectionNote: 'Three segments, one message, twelve weeks',
    twoTitle: 'Pilot results',
    pictureTitle: 'Meet the team',
    pictureCaption: 'Twelve people across sales, product and support, working from one plan.',
  }),
});
