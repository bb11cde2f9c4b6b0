import { DocumentBuilder, titleOfOneLine, type ParsedFigure } from './document-builder';

const photo = (file: string): ParsedFigure => ({
  file,
  mime: 'image/jpeg',
  width: 800,
  height: 600,
});

describe(DocumentBuilder.name, () => {
  it('takes the short line under each picture of a picture document as its caption', () => {
    const document = new DocumentBuilder()
      .heading('Site visit', 1)
      .figure(photo('figure-1.jpg'))
      .paragraph('The new entrance, north side')
      .figure(photo('figure-2.jpg'))
      .paragraph('Scaffolding on the east wall in March')
      .build();
    expect(document.figures?.map((figure) => figure.caption)).toEqual([
      'The new entrance, north side',
      'Scaffolding on the east wall in March',
    ]);
    expect(document.sections[0].blocks.map((block) => block.type)).toEqual(['caption', 'caption']);
  });

  it('leaves the prose of a text document with a picture as prose', () => {
    const document = new DocumentBuilder()
      .heading('Report', 1)
      .paragraph('Revenue grew in every region this year.')
      .figure(photo('figure-1.jpg'))
      .paragraph('Costs fell slightly.')
      .paragraph('We hired twelve people.')
      .build();
    expect(document.figures?.[0].caption).toBeUndefined();
    expect(document.sections[0].blocks.every((block) => block.type === 'paragraph')).toBe(true);
  });

  it('takes the only short line of a document for its title, not also its only point', () => {
    const note = titleOfOneLine(
      new DocumentBuilder().paragraph('Quarterly review of the sales team').build(),
    );
    expect(note.title).toBe('Quarterly review of the sales team');
    expect(note.sections).toEqual([
      { heading: 'Quarterly review of the sales team', level: 1, blocks: [] },
    ]);
    const sentence = new DocumentBuilder().paragraph('Sales grew in every region.').build();
    expect(titleOfOneLine(sentence)).toEqual(sentence);
  });
});
