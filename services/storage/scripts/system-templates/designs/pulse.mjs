// Marketing
import { composeDesign } from '../compose.mjs';
import { s, W, H, sampleFor } from './shared.mjs';

const pulseGradient = {
  gradient: [
    [0, s('accent3')],
    [55, s('accent1')],
    [100, s('accent2')],
  ],
  angle: 35,
};

export const pulse = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a04',
  slug: 'pulse',
  name: 'Pulse',
  category: 'Marketing',
  description: 'Vivid violet-to-orange gradients and heavy headlines: launches and campaigns.',
  theme: {
    colors: {
      dk1: '1A1A2E',
      lt1: 'FFFFFF',
      dk2: '2D0B59',
      lt2: 'FFF1F6',
      accent1: 'FF3D7F',
      accent2: 'FF9F1C',
      accent3: '7B2FF7',
      accent4: '00B8A9',
      accent5: 'FFD23F',
      accent6: '3A86FF',
      hlink: '7B2FF7',
      folHlink: 'FF3D7F',
    },
    fonts: { major: 'Arial', minor: 'Arial' },
  },
  background: s('bg1'),
  titleSize: 34,
  titleBold: true,
  bodySizes: [20, 18, 16, 14, 14],
  bullets: ['▶', '–', '▶', '–', '▶'],
  decorations: {
    master: [
      {
        x: 0,
        y: 0,
        w: 0.22,
        h: H,
        fill: {
          gradient: [
            [0, s('accent3')],
            [50, s('accent1')],
            [100, s('accent2')],
          ],
          angle: 90,
        },
      },
      { shape: 'ellipse', x: W - 1.0, y: 0.45, w: 0.32, h: 0.32, fill: s('accent1') },
    ],
  },
  layouts: {
    title: {
      background: pulseGradient,
      decorations: [
        { shape: 'ellipse', x: 8.9, y: 2.4, w: 7.0, h: 7.0, fill: s('bg1', { alpha: 10 }) },
        { shape: 'ellipse', x: 10.6, y: -1.9, w: 3.8, h: 3.8, fill: s('bg1', { alpha: 12 }) },
        { shape: 'ellipse', x: 0.8, y: 0.75, w: 0.45, h: 0.45, fill: s('accent5') },
        {
          shape: 'ellipse',
          x: 1.4,
          y: 0.75,
          w: 0.45,
          h: 0.45,
          fill: null,
          line: { width: 2.5, color: s('bg1') },
        },
      ],
      titleBox: { x: 0.75, y: 1.2, w: 9.8, h: 2.9 },
      subtitleBox: { x: 0.75, y: 4.25, w: 9.0, h: 0.9 },
      titleColor: s('bg1'),
      subtitleColor: s('bg1', { alpha: 90 }),
      titleSize: 60,
      titleBold: true,
      titleCaps: true,
      titleSpacing: -100,
      footer: false,
    },
    section: {
      background: pulseGradient,
      decorations: [
        { shape: 'ellipse', x: 9.9, y: 3.2, w: 5.4, h: 5.4, fill: s('bg1', { alpha: 12 }) },
        { x: 0.75, y: 4.12, w: 1.4, h: 0.1, fill: s('bg1') },
      ],
      titleColor: s('bg1'),
      titleBold: true,
      titleCaps: true,
      bodyColor: s('bg1', { alpha: 90 }),
      footer: false,
    },
    picture: {
      background: s('bg2'),
      decorations: [{ x: 8.3, y: 3.12, w: 1.2, h: 0.09, fill: s('accent1') }],
    },
  },
  sample: sampleFor({
    title: 'Launch Week',
    subtitle: 'Pulse · Campaign plan for the spring collection',
    section: 'The big idea',
    sectionNote: 'One story, told in six places at once',
    twoTitle: 'Channels and moments',
    left: ['Social', [1, 'Teasers from day −7'], [1, 'Creators on launch day'], 'Email'],
    right: ['Retail', [1, 'Window takeovers'], [1, 'Pop-up in two cities'], 'Press'],
    pictureTitle: 'The hero shot',
    pictureCaption: 'Shot on location at golden hour; used across every channel in week one.',
    closing: 'Let’s make some noise',
  }),
});
