import type { PlannedSlide, SlideOfKind } from '@deckforge/proto';
import type { ExtractedSource, SourcePicture } from '../extract';
import { planDeck } from './plan-deck';
import { chartOf } from './table-slides';

const paragraph = (text: string, page: number) => ({
  type: 'paragraph' as const,
  text,
  level: 0,
  location: { page },
});
const figure = (key: string, extra: Partial<SourcePicture> = {}): SourcePicture => ({
  blobKey: key,
  mime: 'image/png',
  width: 1200,
  height: 800,
  orientation: 'landscape',
  section: 0,
  location: { page: 2 },
  ...extra,
});
const pictures = (slides: PlannedSlide[]) =>
  slides.filter((slide): slide is SlideOfKind<'picture'> => slide.kind === 'picture');

/** A page of a paper (after tika's testJournalParser.pdf) with two figures and no references. */
const paper = (figures: SourcePicture[]): ExtractedSource => ({
  kind: 'text',
  title: 'Controlling heterogeneous microrobots',
  sections: [
    {
      heading: 'Control of microrobots',
      level: 1,
      blocks: [
        'A MicroStressBot is an electrostatic microrobot with an untethered scratch drive actuator.',
        'The steering arm of every robot is raised and lowered by the voltage of the grid below it.',
        'Each cluster of robots snaps down at its own voltage and is released at another one.',
        'It follows that the snap-down voltage 𝑉𝑑𝑙,2 can have value 𝑉1 ∈ (𝑉φ,𝑉Ω] in that case.',
        'Robots of one cluster move together while the other clusters stay where they are. The clusters are released in turn by lowering the voltage of the grid. Every release moves one cluster a step further towards the target.',
        'The control cycle repeats until every robot of the system reaches its target place.',
        'Trajectories of two robots show that the assembly completes within a few minutes.',
      ].map((text) => paragraph(text, 2)),
    },
  ],
  pictures: figures,
});

describe('figure slides', () => {
  const today = new Date('2026-11-27T12:00:00Z');

  it("spread a page's points over its figures: at most three each, none said twice", () => {
    const plan = planDeck(
      'Microrobots',
      [{ name: 'paper.pdf', source: paper([figure('a'), figure('b')]) }],
      today,
    );
    const points = plan.slides.flatMap((slide) =>
      'bullets' in slide && slide.bullets ? slide.bullets.map((bullet) => bullet.text) : [],
    );
    expect(new Set(points).size).toBe(points.length);
    const figures = pictures(plan.slides);
    expect(figures.some((slide) => slide.bullets?.length)).toBe(true);
    for (const slide of figures) {
      expect(slide.bullets?.length ?? 0).toBeLessThanOrEqual(3);
      // A point beside a figure is a sentence, never a paragraph whole.
      for (const bullet of slide.bullets ?? []) expect(bullet.text).not.toMatch(/[.!?] \p{Lu}/u);
    }
    // Mathematics a slide cannot set stays out of every bullet and title.
    expect(JSON.stringify(plan.slides.map(({ notes: _n, ...slide }) => slide))).not.toMatch(/𝑉/u);
  });

  it('are titled by what the caption says, with the caption kept for under the figure', () => {
    const plan = planDeck(
      'Microrobots',
      [
        {
          name: 'paper.pdf',
          source: paper([
            figure('a', { caption: 'Fig.3. Cluster Structure' }),
            figure('b', { caption: 'Figure 2' }),
            figure('c', { caption: 'Fig. 8. Example of an ESATC system with k = 4 and l = 4' }),
            figure('d', {
              caption:
                'Using a 5-point scale, participants were asked which algorithm would be easier to implement',
            }),
          ]),
        },
      ],
      today,
    );
    const [cluster, bare, formula, sentence] = pictures(plan.slides);
    expect(cluster).toMatchObject({
      title: 'Cluster Structure',
      caption: 'Fig.3. Cluster Structure',
    });
    // A bare number names nothing: the section's heading does.
    expect(bare).toMatchObject({ title: 'Control of microrobots', caption: 'Figure 2' });
    expect(formula.title).not.toMatch(/=/);
    // A caption that is a sentence goes under the figure; the heading is the title.
    expect(sentence).toMatchObject({ title: 'Control of microrobots' });
    expect(sentence.caption).toMatch(/^Using a 5-point scale/);
  });
});

describe('a slide with a photo and a few words', () => {
  /** Slides of a deck (after ONLYOFFICE's sample.pptx): a title, two lines, a photo of its own. */
  const slide = (heading: string, lines: string[]) => ({
    heading,
    level: 1,
    blocks: lines.map((text) => ({ type: 'bullet' as const, text, level: 0 })),
  });
  const photo = (key: string, section: number) =>
    figure(key, { section, location: { slide: section + 1 } });
  const plan = (sections: ExtractedSource['sections'], photos: SourcePicture[]) =>
    planDeck('Challenges', [
      { name: 'sample.pptx', source: { kind: 'text', sections, pictures: photos } },
    ]);

  it('becomes one picture slide with its words beside the photo, not a text slide and a picture', () => {
    const { slides } = plan(
      [
        slide('Native Americans', ['put a tomahawk', 'on the ground in the rival’s camp']),
        slide('European Knights', ['threw a glove', 'in the rival’s face']),
      ],
      [photo('a', 0), photo('b', 1)],
    );
    const body = slides.filter((s) => ['Native Americans', 'European Knights'].includes(s.title));
    expect(body.map((s) => s.kind)).toEqual(['picture', 'picture']);
    expect(body[0]).toMatchObject({
      picture: { blobKey: 'a' },
      bullets: [{ text: 'Put a tomahawk' }, { text: 'On the ground in the rival’s camp' }],
    });
    expect(body[1]).toMatchObject({
      picture: { blobKey: 'b' },
      bullets: [{ text: 'Threw a glove' }, { text: 'In the rival’s face' }],
    });
  });

  it('keeps the words read inside the photo after the part’s own (testOCR.docx)', () => {
    const { slides } = plan(
      [slide('Text', ['This is some text'])],
      [figure('a', { section: 0, ocrText: 'Happy New Year 2003!' })],
    );
    expect(slides.find((s) => s.title === 'Text')).toMatchObject({
      kind: 'picture',
      bullets: [{ text: 'This is some text' }, { text: expect.stringMatching(/Happy New Year/) }],
    });
  });

  it('keeps a long part on text slides, its picture after them', () => {
    const long = slide(
      'Control of microrobots',
      paper([]).sections[0].blocks.map((b) => b.text),
    );
    const { slides } = plan([long, slide('Knights', ['threw a glove'])], [photo('a', 0)]);
    const kinds = slides.filter((s) => s.title === 'Control of microrobots').map((s) => s.kind);
    expect(kinds[0]).toBe('bullets');
    expect(kinds).toContain('picture');
  });
});

describe('a one-line document', () => {
  it('says its line once (testOCR.pdf: "Happy New Year 2003!"), never as a title and its copy', () => {
    const source: ExtractedSource = {
      kind: 'text',
      sections: [{ level: 0, blocks: [paragraph('Happy New Year 2003!', 1)] }],
      pictures: [],
    };
    const plan = planDeck('testOCR.pdf', [{ name: 'testOCR.pdf', source }]);
    const body = plan.slides.slice(1, -1);
    expect(body.map((slide) => slide.title)).toEqual(['Happy New Year 2003']);
    expect(body[0].kind).toBe('section');
  });
});

describe(chartOf.name, () => {
  it('leaves a note row under the data out of the chart (testEXCEL_charts.xlsx\'s "is a panda")', () => {
    const months = ['January', 'February', 'March', 'April', 'May'];
    const { chart } = chartOf({
      header: ['MONTH', 'NUMBER'],
      rows: [...months.map((month, index) => [month, `${index + 3}`]), ['is a panda', '']],
    })!;
    expect(chart.categories).toEqual(months);
    expect(chart.series[0].values).toEqual([3, 4, 5, 6, 7]);
  });
});
