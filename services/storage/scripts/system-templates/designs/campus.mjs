// Education
import { composeDesign } from '../compose.mjs';
import { s, W, H, sampleFor } from './shared.mjs';

export const campus = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a03',
  slug: 'campus',
  name: 'Campus',
  category: 'Education',
  description: 'Warm cream, deep green and playful circles: lessons, lectures and workshops.',
  theme: {
    colors: {
      dk1: '26332E',
      lt1: 'FFFFFF',
      dk2: '1D4E3F',
      lt2: 'FFF8EC',
      accent1: 'E76F51',
      accent2: '2A9D8F',
      accent3: 'E9C46A',
      accent4: '264653',
      accent5: 'F4A261',
      accent6: '8AB17D',
      hlink: '2A9D8F',
      folHlink: '264653',
    },
    fonts: { major: 'Georgia', minor: 'Calibri' },
  },
  background: s('bg2'),
  titleSize: 34,
  bodySizes: [22, 19, 17, 15, 15],
  bullets: ['●', '○', '●', '○', '●'],
  decorations: {
    master: [
      { shape: 'ellipse', x: 0.78, y: 0.32, w: 0.16, h: 0.16, fill: s('accent1') },
      { shape: 'ellipse', x: 1.02, y: 0.32, w: 0.16, h: 0.16, fill: s('accent3') },
      { shape: 'ellipse', x: 1.26, y: 0.32, w: 0.16, h: 0.16, fill: s('accent2') },
      {
        shape: 'ellipse',
        x: W - 1.4,
        y: H - 1.25,
        w: 2.6,
        h: 2.6,
        fill: s('accent3', { alpha: 35 }),
      },
    ],
  },
  layouts: {
    title: {
      decorations: [
        { shape: 'ellipse', x: 8.7, y: -2.3, w: 6.6, h: 6.6, fill: s('accent3') },
        { shape: 'ellipse', x: 10.9, y: 3.55, w: 3.5, h: 3.5, fill: s('accent1') },
        { shape: 'ellipse', x: 8.35, y: 4.35, w: 1.7, h: 1.7, fill: s('accent2') },
        { shape: 'ellipse', x: 7.75, y: 1.0, w: 0.55, h: 0.55, fill: s('accent1', { alpha: 70 }) },
        { x: 0.75, y: 4.1, w: 1.1, h: 0.07, fill: s('accent1') },
      ],
      titleBox: { x: 0.75, y: 1.3, w: 7.3, h: 2.65 },
      subtitleBox: { x: 0.75, y: 4.35, w: 7.0, h: 1.2 },
      titleSize: 50,
      footer: false,
    },
    section: {
      background: s('tx2'),
      decorations: [
        { shape: 'ellipse', x: 9.6, y: 1.3, w: 4.9, h: 4.9, fill: s('accent3') },
        { shape: 'ellipse', x: 8.9, y: 4.7, w: 1.5, h: 1.5, fill: s('accent1') },
        { x: 0.75, y: 4.12, w: 1.1, h: 0.07, fill: s('accent3') },
      ],
      titleBox: { x: 0.75, y: 2.1, w: 8.2, h: 1.9 },
      bodyBox: { x: 0.75, y: 4.35, w: 8.2, h: 1.1 },
      titleColor: s('bg2'),
      bodyColor: s('bg2', { alpha: 80 }),
      footer: false,
    },
    picture: {
      decorations: [
        { shape: 'ellipse', x: 11.7, y: 5.6, w: 2.4, h: 2.4, fill: s('accent3', { alpha: 60 }) },
      ],
    },
  },
  sample: sampleFor({
    title: 'How Plants Make Food',
    subtitle: 'Campus · Biology, year 8 · Lesson 4 of 12',
    agendaTitle: 'Today we will',
    agenda: [
      'Recall what plants need to grow',
      'Follow light, water and air into a leaf',
      [1, 'Where photosynthesis happens'],
      'Test it with a simple experiment',
      'Check what we learned',
    ],
    section: 'Inside a leaf',
    sectionNote: 'A closer look at chloroplasts',
    twoTitle: 'Two kinds of energy',
    left: ['Light energy', [1, 'Captured by chlorophyll'], [1, 'Strongest at midday']],
    right: ['Chemical energy', [1, 'Stored as glucose'], [1, 'Used for growth at night']],
    pictureTitle: 'Field trip: the botanical garden',
    pictureCaption: 'Bring a notebook and a pencil. We meet at the main gate at nine.',
    closing: 'Questions?',
  }),
});
