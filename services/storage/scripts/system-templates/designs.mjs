// The system templates: each is a palette, a pair of theme fonts, a type scale and a few
// decorations per layout. Ids are fixed forever (they are the files' ids in every deployment);
// add a template with a new id, never reuse one.
import { composeDesign } from './compose.mjs';

const s = (name, mods = {}) => ({ scheme: name, ...mods });
const W = 13.333;
const H = 7.5;

const sampleFor = (subject) => ({
  agenda: [
    'Where we stand today',
    'What changed this quarter',
    [1, 'Three signals worth watching'],
    'Where we go next',
    'Decisions we need from you',
  ],
  left: ['What worked', [1, 'Clear goals, shared early'], [1, 'Weekly reviews'], 'What to keep'],
  right: ['What to change', [1, 'Fewer hand-offs'], [1, 'One source of truth'], 'Next steps'],
  ...subject,
});

/**
 * A full-height band slanting up to the right: its top edge starts `offset` inches right of its
 * bottom edge, whatever its width, so bands drawn with the same offset are parallel.
 */
const slanted = (x, w, offset, fillSpec) => ({
  shape: 'parallelogram',
  x,
  y: 0,
  w,
  h: H,
  adjust: { adj: Math.round((offset / Math.min(w, H)) * 100000) },
  fill: fillSpec,
});

/* ---------------------------------------------------------------- Business */

const meridian = composeDesign({
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

const summit = composeDesign({
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

/* ---------------------------------------------------------------- Education */

const campus = composeDesign({
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

/* ---------------------------------------------------------------- Marketing */

const pulseGradient = {
  gradient: [
    [0, s('accent3')],
    [55, s('accent1')],
    [100, s('accent2')],
  ],
  angle: 35,
};

const pulse = composeDesign({
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

/* ---------------------------------------------------------------- Technology */

const circuit = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a05',
  slug: 'circuit',
  name: 'Circuit',
  category: 'Technology',
  description: 'Dark navy with cyan signal lines: engineering reviews, architecture and demos.',
  dark: true,
  theme: {
    colors: {
      dk1: '0B1220',
      lt1: 'E6EDF7',
      dk2: '13223D',
      lt2: '9FB3CF',
      accent1: '22D3EE',
      accent2: 'A78BFA',
      accent3: '34D399',
      accent4: 'F472B6',
      accent5: 'FBBF24',
      accent6: '60A5FA',
      hlink: '22D3EE',
      folHlink: 'A78BFA',
    },
    fonts: { major: 'Calibri', minor: 'Calibri' },
  },
  background: {
    gradient: [
      [0, s('bg1')],
      [100, s('bg2')],
    ],
    angle: 90,
  },
  text: {
    heading: s('tx1'),
    body: s('tx1', { lumMod: 95 }),
    muted: s('tx2'),
    footer: s('tx2'),
    subheading: s('accent1'),
  },
  titleSize: 34,
  bodySizes: [21, 18, 16, 14, 14],
  bullets: ['›', '–', '›', '–', '›'],
  bulletColor: s('accent1'),
  decorations: {
    master: [
      { x: 0.75, y: 1.58, w: 0.55, h: 0.05, fill: s('accent1') },
      { x: 1.36, y: 1.58, w: 0.14, h: 0.05, fill: s('accent2') },
      { x: W - 1.1, y: 0.42, w: 0.35, h: 0.03, fill: s('accent1', { alpha: 80 }) },
      { x: W - 0.78, y: 0.42, w: 0.03, h: 0.35, fill: s('accent1', { alpha: 80 }) },
      { x: 0.75, y: 6.82, w: W - 1.5, h: 0.01, fill: s('tx2', { alpha: 35 }) },
    ],
  },
  layouts: {
    title: {
      background: {
        gradient: [
          [0, s('bg1')],
          [100, s('bg2')],
        ],
        angle: 135,
      },
      decorations: [
        ...[1.5, 2.5, 3.5, 4.5, 5.5].map((y) => ({
          x: 7.8,
          y,
          w: 5.533,
          h: 0.008,
          fill: s('accent1', { alpha: 14 }),
        })),
        ...[8.3, 9.3, 10.3, 11.3, 12.3].map((x) => ({
          x,
          y: 0.9,
          w: 0.008,
          h: 5.6,
          fill: s('accent1', { alpha: 14 }),
        })),
        {
          shape: 'ellipse',
          x: 9.6,
          y: 2.3,
          w: 2.4,
          h: 2.4,
          fill: null,
          line: { width: 2.25, color: s('accent1') },
        },
        { shape: 'ellipse', x: 10.15, y: 2.85, w: 1.3, h: 1.3, fill: s('accent2', { alpha: 85 }) },
        { shape: 'ellipse', x: 8.2, y: 4.4, w: 0.22, h: 0.22, fill: s('accent1') },
        { shape: 'ellipse', x: 12.2, y: 1.4, w: 0.22, h: 0.22, fill: s('accent3') },
        { x: 8.31, y: 4.5, w: 1.45, h: 0.02, fill: s('accent1', { alpha: 70 }) },
        { x: 11.85, y: 1.5, w: 0.45, h: 0.02, fill: s('accent3', { alpha: 70 }) },
        { x: 0.75, y: 4.18, w: 0.8, h: 0.06, fill: s('accent1') },
      ],
      titleBox: { x: 0.75, y: 1.6, w: 7.2, h: 2.45 },
      subtitleBox: { x: 0.75, y: 4.45, w: 7.0, h: 1.0 },
      titleColor: s('tx1'),
      subtitleColor: s('accent1'),
      titleSize: 50,
      footer: false,
    },
    section: {
      background: s('bg2'),
      decorations: [
        { x: 0.75, y: 2.05, w: 0.05, h: 3.3, fill: s('accent1') },
        {
          shape: 'ellipse',
          x: 10.2,
          y: 1.9,
          w: 3.4,
          h: 3.4,
          fill: null,
          line: { width: 1.5, color: s('accent2', { alpha: 70 }) },
        },
        { shape: 'ellipse', x: 11.05, y: 2.75, w: 1.7, h: 1.7, fill: s('accent1', { alpha: 25 }) },
      ],
      titleBox: { x: 1.1, y: 2.0, w: 8.5, h: 1.95 },
      bodyBox: { x: 1.1, y: 4.1, w: 8.5, h: 1.1 },
      titleColor: s('tx1'),
      bodyColor: s('accent1'),
      footer: false,
    },
    picture: {
      background: s('bg2'),
      decorations: [{ x: 8.3, y: 3.12, w: 0.55, h: 0.05, fill: s('accent1') }],
    },
  },
  sample: sampleFor({
    title: 'Platform Architecture 2027',
    subtitle: 'Circuit · Engineering all-hands, November',
    section: 'The event pipeline',
    sectionNote: 'From 40 ms to 4 ms at the 99th percentile',
    twoTitle: 'Before and after',
    left: ['Monolith', [1, 'One deploy a week'], [1, 'Shared database'], 'Coupled releases'],
    right: [
      'Services',
      [1, 'Deploys on every merge'],
      [1, 'A schema per service'],
      'Independent teams',
    ],
    pictureTitle: 'The new control room',
    pictureCaption: 'Every service’s health on one wall, updated every five seconds.',
    closing: 'Ship it',
  }),
});

/** A soft light: a translucent ellipse whose edge fades out over a quarter of its size. */
const glow = (x, y, w, h, name, alpha) => ({
  shape: 'ellipse',
  x,
  y,
  w,
  h,
  fill: s(name, { alpha }),
  softEdge: Math.min(w, h) / 4,
});

const aurora = composeDesign({
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

/* ---------------------------------------------------------------- Creative */

const canvas = composeDesign({
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

/* ---------------------------------------------------------------- Minimal */

const paper = composeDesign({
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

/* ---------------------------------------------------------------- Science */

const hexagon = (x, y, size, fillSpec, lineSpec) => ({
  shape: 'hexagon',
  x,
  y,
  w: size,
  h: size * 0.866,
  adjust: { adj: 25000, vf: 115470 },
  fill: fillSpec,
  line: lineSpec,
});

const lattice = (originX, originY, size, cells) =>
  cells.map(([column, row, fillSpec, lineSpec]) =>
    hexagon(
      originX + column * size * 0.75,
      originY + row * size * 0.866 + (column % 2 ? size * 0.433 : 0),
      size,
      fillSpec,
      lineSpec,
    ),
  );

const spectrum = composeDesign({
  id: '6f1d2c3a-4b5e-4f60-8a71-0c2d3e4f5a09',
  slug: 'spectrum',
  name: 'Spectrum',
  category: 'Science',
  description: 'Deep blue, a hexagon lattice and a full-spectrum rule: research, labs and data.',
  theme: {
    colors: {
      dk1: '17212B',
      lt1: 'FFFFFF',
      dk2: '0B3C5D',
      lt2: 'EEF3F7',
      accent1: '1B998B',
      accent2: '3E92CC',
      accent3: '7B61FF',
      accent4: 'E84855',
      accent5: 'F9C74F',
      accent6: '90BE6D',
      hlink: '3E92CC',
      folHlink: '7B61FF',
    },
    fonts: { major: 'Calibri', minor: 'Calibri' },
  },
  background: s('bg1'),
  titleSize: 34,
  titleBold: true,
  bodySizes: [21, 18, 16, 14, 14],
  bullets: ['◆', '–', '◆', '–', '◆'],
  bulletColor: s('accent2'),
  decorations: {
    master: [
      ...['accent3', 'accent2', 'accent1', 'accent6', 'accent5', 'accent4'].map((name, index) => ({
        x: (W / 6) * index,
        y: 0,
        w: W / 6 + 0.01,
        h: 0.08,
        fill: s(name),
      })),
      ...lattice(W - 1.55, 5.55, 0.62, [
        [0, 1, null, { width: 1, color: s('accent2', { alpha: 45 }) }],
        [1, 0, s('accent1', { alpha: 25 }), null],
        [1, 1, null, { width: 1, color: s('accent2', { alpha: 45 }) }],
      ]),
    ],
  },
  layouts: {
    title: {
      background: s('tx2'),
      decorations: [
        ...lattice(7.35, 0.35, 1.25, [
          [0, 2, null, { width: 1, color: s('bg1', { alpha: 25 }) }],
          [1, 1, s('accent1', { alpha: 85 }), null],
          [1, 2, null, { width: 1, color: s('bg1', { alpha: 25 }) }],
          [2, 0, null, { width: 1, color: s('bg1', { alpha: 25 }) }],
          [2, 1, s('accent2', { alpha: 90 }), null],
          [2, 2, null, { width: 1, color: s('bg1', { alpha: 25 }) }],
          [2, 3, s('accent5', { alpha: 90 }), null],
          [3, 0, s('accent3', { alpha: 80 }), null],
          [3, 1, null, { width: 1, color: s('bg1', { alpha: 25 }) }],
          [3, 2, s('bg1', { alpha: 12 }), null],
          [4, 0, null, { width: 1, color: s('bg1', { alpha: 25 }) }],
          [4, 1, s('accent4', { alpha: 85 }), null],
          [4, 2, null, { width: 1, color: s('bg1', { alpha: 25 }) }],
          [5, 0, s('bg1', { alpha: 12 }), null],
          [5, 1, null, { width: 1, color: s('bg1', { alpha: 25 }) }],
        ]),
        ...['accent3', 'accent2', 'accent1', 'accent6', 'accent5', 'accent4'].map(
          (name, index) => ({
            x: (W / 6) * index,
            y: H - 0.14,
            w: W / 6 + 0.01,
            h: 0.14,
            fill: s(name),
          }),
        ),
      ],
      titleBox: { x: 0.75, y: 1.7, w: 6.8, h: 2.5 },
      subtitleBox: { x: 0.75, y: 4.4, w: 6.6, h: 1.0 },
      titleColor: s('bg1'),
      subtitleColor: s('accent2', { lumMod: 40, lumOff: 60 }),
      titleSize: 48,
      titleBold: true,
      footer: false,
    },
    section: {
      background: s('bg2'),
      decorations: [
        ...lattice(9.2, 1.3, 1.2, [
          [0, 1, s('accent2', { alpha: 85 }), null],
          [1, 0, null, { width: 1.25, color: s('tx2', { alpha: 35 }) }],
          [1, 1, s('accent1', { alpha: 85 }), null],
          [2, 0, s('accent5', { alpha: 90 }), null],
          [2, 1, null, { width: 1.25, color: s('tx2', { alpha: 35 }) }],
          [2, 2, s('accent3', { alpha: 70 }), null],
          [3, 1, null, { width: 1.25, color: s('tx2', { alpha: 35 }) }],
        ]),
        { x: 0.75, y: 4.13, w: 0.9, h: 0.07, fill: s('accent2') },
      ],
      titleBox: { x: 0.75, y: 2.2, w: 8.2, h: 1.85 },
      bodyBox: { x: 0.75, y: 4.35, w: 8.2, h: 1.1 },
      titleBold: true,
    },
    picture: {
      decorations: [{ x: 8.3, y: 3.12, w: 0.9, h: 0.07, fill: s('accent2') }],
    },
  },
  sample: sampleFor({
    title: 'Catalysts at Room Temperature',
    subtitle: 'Spectrum · Group meeting, materials chemistry lab',
    agendaTitle: 'Outline',
    agenda: [
      'Motivation',
      'Methods',
      [1, 'Synthesis and characterisation'],
      'Results',
      'Open questions',
    ],
    section: 'Results',
    sectionNote: 'Yield, selectivity and stability over 200 hours',
    twoTitle: 'Hypothesis and evidence',
    left: [
      'Hypothesis',
      [1, 'Defect sites drive activity'],
      [1, 'Activity scales with surface area'],
    ],
    right: ['Evidence', [1, 'Yield up 38 % with defects'], [1, 'No loss after 200 h']],
    pictureTitle: 'Electron micrograph',
    pictureCaption: 'Particles of 20–40 nm after annealing at 450 °C; scale bar 100 nm.',
  }),
});

export const DESIGNS = [meridian, summit, campus, pulse, circuit, aurora, canvas, paper, spectrum];
