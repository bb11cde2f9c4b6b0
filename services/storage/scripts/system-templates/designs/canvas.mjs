// Creative
import { composeDesign } from '../compose.mjs';
import { s, W, H, sampleFor } from './shared.mjs';

export const canvas = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a07',
  slug: 'canvas',
  name: 'Canvas',
  category: 'Creative',
  description:
    'Paper white with bold overlapping colour shapes: portfolios, moodboards and pitches.',
  theme: {
    colors: {
      dk1: '2E2A24',
      lt1: 'FFFFFF',
      dk2: '3D2C8D',
      lt2: 'FAF6EF',
      accent1: 'F25F5C',
      accent2: 'FFC93C',
      accent3: '247BA0',
      accent4: '70C1B3',
      accent5: 'B39CD0',
      accent6: 'F4A259',
      hlink: '247BA0',
      folHlink: '3D2C8D',
    },
    fonts: { major: 'Georgia', minor: 'Calibri' },
  },
  background: s('bg2'),
  titleSize: 36,
  text: { heading: s('tx2') },
  bullets: ['✦', '–', '✦', '–', '✦'],
  bulletColor: s('accent1'),
  decorations: {
    master: [
      { shape: 'ellipse', x: 0.5, y: 0.55, w: 0.75, h: 0.75, fill: s('accent2', { alpha: 75 }) },
      {
        shape: 'ellipse',
        x: W - 0.9,
        y: H - 1.1,
        w: 1.8,
        h: 1.8,
        fill: s('accent4', { alpha: 45 }),
      },
      {
        shape: 'ellipse',
        x: W - 1.55,
        y: H - 0.75,
        w: 1.0,
        h: 1.0,
        fill: s('accent1', { alpha: 55 }),
      },
    ],
  },
  frame: { left: 0.85 },
  layouts: {
    title: {
      decorations: [
        { shape: 'ellipse', x: 8.2, y: -1.4, w: 5.8, h: 5.8, fill: s('accent1') },
        { shape: 'ellipse', x: 10.4, y: 2.2, w: 4.6, h: 4.6, fill: s('accent3', { alpha: 90 }) },
        { shape: 'ellipse', x: 7.6, y: 3.9, w: 3.0, h: 3.0, fill: s('accent2', { alpha: 90 }) },
        { shape: 'ellipse', x: 9.55, y: 1.25, w: 1.2, h: 1.2, fill: s('bg2') },
        { shape: 'triangle', x: 12.2, y: 0.5, w: 0.7, h: 0.6, fill: s('tx2') },
        { shape: 'ellipse', x: 0.6, y: 1.15, w: 0.9, h: 0.9, fill: s('accent2') },
      ],
      titleBox: { x: 0.85, y: 1.6, w: 6.9, h: 2.6 },
      subtitleBox: { x: 0.85, y: 4.4, w: 6.6, h: 1.1 },
      titleSize: 54,
      footer: false,
    },
    section: {
      background: s('tx2'),
      decorations: [
        { shape: 'ellipse', x: 9.1, y: 0.9, w: 4.2, h: 4.2, fill: s('accent1') },
        { shape: 'ellipse', x: 10.9, y: 3.6, w: 3.2, h: 3.2, fill: s('accent2', { alpha: 90 }) },
        { shape: 'ellipse', x: 0.6, y: 1.9, w: 0.9, h: 0.9, fill: s('accent2', { alpha: 80 }) },
      ],
      titleBox: { x: 0.85, y: 2.25, w: 8.0, h: 1.85 },
      bodyBox: { x: 0.85, y: 4.25, w: 8.0, h: 1.1 },
      titleColor: s('bg2'),
      bodyColor: s('bg2', { alpha: 80 }),
      footer: false,
    },
    picture: {
      decorations: [
        { shape: 'ellipse', x: 11.8, y: 0.5, w: 1.1, h: 1.1, fill: s('accent2', { alpha: 80 }) },
      ],
    },
  },
  sample: sampleFor({
    title: 'Studio Portfolio',
    subtitle: 'Canvas · Selected work, 2024–2026',
    agendaTitle: 'Inside',
    agenda: [
      'Who we are',
      'How we work',
      [1, 'Listen, sketch, make, repeat'],
      'Selected projects',
      'Working together',
    ],
    section: 'Selected projects',
    sectionNote: 'Brand, editorial and spaces',
    twoTitle: 'Process',
    left: [
      'Listen',
      [1, 'Workshops with your team'],
      'Sketch',
      [1, 'Fifty ideas, three directions'],
    ],
    right: ['Make', [1, 'Prototypes you can touch'], 'Repeat', [1, 'Until it feels right']],
    pictureTitle: 'Riverside Library',
    pictureCaption:
      'Wayfinding and identity for a public library, in four colours and one typeface.',
    closing: 'Let’s make something',
  }),
});
