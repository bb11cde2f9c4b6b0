import { languageTools } from '../../text/language/language';
import { planDeck } from './plan-deck';
import { isJunk } from './section-points';

const en = languageTools('en');

describe(isJunk.name, () => {
  it('refuses what is no thought: ticks, figure labels, addresses, a legend read as a line', () => {
    for (const text of [
      '15 12 9 6 3',
      'Fig. 3',
      'https://example.com/report',
      'Paxos much easier Paxos somewhat easier Roughly equal Raft somewhat easier Raft much easier',
      'Revenue Costs Revenue Costs Revenue Costs Margin Margin',
    ])
      expect(isJunk(text, en)).toBe(true);
  });

  it('keeps sentences, those with parallel clauses included', () => {
    for (const text of [
      'Each student watched one video, took the corresponding quiz, watched the second video, and took the second quiz',
      'The leader appends the command to its log as a new entry',
      'Raft is similar in many ways to existing consensus algorithms',
      // A paragraph on one subject repeats its words, and is no line of labels.
      'Revenue in the harbour office changed by 12 percent in quarter 2 after 7 partner visits. ' +
        'Revenue in the coastal stores changed by 19 percent in quarter 3 after 8 partner visits. ' +
        'Revenue in the new markets changed by 4 percent in quarter 4 after 9 partner visits.',
    ])
      expect(isJunk(text, en)).toBe(false);
  });

  it('keeps a list item written short on purpose, not a short line of prose', () => {
    for (const text of ['President', 'VP – HR', 'Manager 1'])
      expect([isJunk(text, en), isJunk(text, en, true)]).toEqual([true, false]);
    for (const text of ['15 12 9 6 3', '3.2', 'https://example.com/report', 'Http://a.org/b ↑'])
      expect(isJunk(text, en, true)).toBe(true);
  });
});

describe('planning a diagram of short labels', () => {
  const bulletsOf = (chart: [string, number][]) =>
    planDeck('Organisation', [
      {
        name: 'org.pptx',
        source: {
          kind: 'text',
          sections: [
            { level: 1, blocks: chart.map(([text, level]) => ({ type: 'bullet', text, level })) },
          ],
          pictures: [],
        },
      },
    ]).slides.flatMap((slide) => ('bullets' in slide ? slide.bullets : []));

  it('makes an org chart of job titles a slide of those titles at their levels', () => {
    const chart: [string, number][] = [
      ['President', 0],
      ['VP – HR', 1],
      ['Manager 1', 2],
      ['VP – Marketing', 1],
      ['Manager 2', 2],
    ];
    expect(bulletsOf(chart)).toEqual(chart.map(([text, level]) => ({ text, level })));
  });

  it('keeps every box of a chart whose boxes repeat a label', () => {
    const chart: [string, number][] = [
      ['Director', 0],
      ['Manager', 1],
      ['Engineer', 2],
      ['Manager', 1],
      ['Engineer', 2],
    ];
    expect(bulletsOf(chart)).toEqual(chart.map(([text, level]) => ({ text, level })));
  });
});

describe('planning a form', () => {
  // A Spanish form (pdf.js's bug1815476): its lines to fill in say nothing until filled in.
  it('makes no point of a line with leaders or blanks to fill in', () => {
    const lines = [
      'Que he superado el NIVEL ………………………2, del IDIOMA ………………………….. en la Escuela Oficial de Idiomas.',
      'Salamanca a ……….de ……………… de ………… (Firma).',
      'Nombre del solicitante ____________ y domicilio actual ____________.',
      'La expedición del certificado del mencionado nivel requiere la documentación indicada.',
      'Las tasas se liquidan en el modelo oficial antes de la solicitud.',
    ];
    const plan = planDeck('Solicitud', [
      {
        name: 'form.pdf',
        source: {
          kind: 'text',
          sections: [
            { level: 1, blocks: lines.map((text) => ({ type: 'paragraph', text, level: 0 })) },
          ],
          pictures: [],
        },
      },
    ]);
    const said = plan.slides.flatMap((slide) =>
      'bullets' in slide
        ? (slide.bullets ?? []).map((b) => b.text)
        : 'text' in slide
          ? [slide.text]
          : [],
    );
    expect(said.length).toBeGreaterThan(0);
    expect(said.filter((text) => /[…_]|\.{4}/.test(text))).toEqual([]);
    expect(said.join(' ')).not.toMatch(/superado|Salamanca a|solicitante/);
  });
});
