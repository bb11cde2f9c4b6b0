// The sample slides every template carries: one per main layout, with the design's own text.
import { LAYOUT } from './layouts.mjs';

export function sampleSlides(sample) {
  return [
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
}
