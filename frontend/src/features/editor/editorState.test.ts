import type { DeckPlan, PlannedSlide } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  type EditorAction,
  type EditorState,
  fieldProblem,
  loadEditor,
  planOf,
  problemsOf,
} from './editorState';
import { convertSlide, editBullets } from './slideEdits';

const plan: DeckPlan = {
  title: 'Quarterly review',
  slides: [
    { kind: 'title', title: 'Quarterly review', subtitle: 'Q3' },
    {
      kind: 'bullets',
      title: 'Results (1/2)',
      partOf: 'Results',
      bullets: [
        { text: 'Revenue grew', level: 0 },
        { text: 'In every region', level: 1 },
        { text: 'Costs stayed flat', level: 0 },
      ],
      notes: 'Say it slowly',
    },
    { kind: 'statement', title: 'The point', text: 'We grew' },
  ],
};

const start = () => loadEditor({ plan, version: 3 });
const apply = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);
const titles = (state: EditorState) => planOf(state.deck).slides.map((slide) => slide.title);
const slideAt = (state: EditorState, index: number) => state.deck.slides[index].slide;

describe('editor state', () => {
  it('loads a plan as it was, first slide selected, nothing to save', () => {
    const state = start();
    expect(planOf(state.deck)).toEqual(plan);
    expect(state).toMatchObject({ version: 3, selected: 's1', dirty: false });
    expect(state.deck.slides.map((entry) => entry.picture)).toEqual([1, 2, 3]);
  });

  it('moves a slide, which keeps its own picture and stays selected', () => {
    const state = apply(start(), { type: 'select', key: 's3' }, { type: 'move', key: 's3', to: 0 });
    // The one part left of "Results" shows the title saving gives it.
    expect(titles(state)).toEqual(['The point', 'Quarterly review', 'Results']);
    expect(state.deck.slides[0]).toMatchObject({ key: 's3', picture: 3 });
    expect(state).toMatchObject({ selected: 's3', dirty: true });
  });

  it('renumbers the parts of a split list after a move or a deletion, before saving', () => {
    const part = (n: number): PlannedSlide => ({
      kind: 'bullets',
      title: `Agenda (${n}/2)`,
      partOf: 'Agenda',
      bullets: [{ text: `Item ${n}`, level: 0 }],
    });
    const split = loadEditor({
      plan: {
        title: 'Deck',
        slides: [part(1), part(2), { kind: 'statement', title: 'End', text: 'x' }],
      },
      version: 1,
    });
    // Loading changes nothing, even what saving would renumber.
    expect(titles(split)).toEqual(['Agenda (1/2)', 'Agenda (2/2)', 'End']);
    const deleted = apply(split, { type: 'delete', key: 's1' });
    expect(titles(deleted)).toEqual(['Agenda', 'End']);
    expect(deleted.deck.slides[0].changed).toBe(true);
    const moved = apply(split, { type: 'move', key: 's3', to: 1 });
    expect(titles(moved)).toEqual(['Agenda', 'End', 'Agenda']);
    expect(moved.deck.slides[1].changed).toBe(false);
    // Undo brings the numbers back with the slides.
    expect(titles(apply(deleted, { type: 'undo' }))).toEqual(titles(split));
    const duplicated = apply(split, { type: 'duplicate', key: 's2' });
    expect(titles(duplicated)).toEqual(['Agenda (1/3)', 'Agenda (2/3)', 'Agenda (3/3)', 'End']);
  });

  it('edits titles, and a renamed part of a split list stops being a part', () => {
    const state = apply(start(), { type: 'field', key: 's2', field: 'title', value: 'Growth' });
    expect(slideAt(state, 1)).toMatchObject({ title: 'Growth' });
    expect(slideAt(state, 1)).not.toHaveProperty('partOf');
    expect(state.deck.slides[1].changed).toBe(true);
  });

  it('adds, deletes, moves, indents and outdents bullets within the limits', () => {
    const bullets = (slideAt(start(), 1) as Extract<PlannedSlide, { kind: 'bullets' }>).bullets;
    expect(editBullets(bullets, { op: 'add', after: 1 })[2]).toEqual({ text: '', level: 1 });
    expect(editBullets(bullets, { op: 'delete', index: 0 })).toHaveLength(2);
    expect(editBullets(bullets, { op: 'move', index: 2, by: -1 })[1].text).toBe(
      'Costs stayed flat',
    );
    expect(editBullets(bullets, { op: 'move', index: 0, by: -1 })).toBe(bullets);
    // The first bullet cannot be indented; a bullet at most one level below the one before.
    expect(editBullets(bullets, { op: 'indent', index: 0, by: 1 })).toBe(bullets);
    expect(editBullets(bullets, { op: 'indent', index: 2, by: 1 })[2].level).toBe(1);
    expect(editBullets(bullets, { op: 'indent', index: 1, by: 1 })[1].level).toBe(1);
    expect(editBullets(bullets, { op: 'indent', index: 1, by: -1 })[1].level).toBe(0);
    const state = apply(start(), {
      type: 'bullets',
      key: 's2',
      list: 'bullets',
      change: { op: 'text', index: 0, text: 'Revenue grew 12 %' },
    });
    expect(planOf(state.deck).slides[1]).toMatchObject({
      bullets: [{ text: 'Revenue grew 12 %', level: 0 }, expect.anything(), expect.anything()],
    });
  });

  it('adds new slides after the selected one and selects them; duplicates and deletes', () => {
    let state = apply(start(), { type: 'add', after: 's1', kind: 'section' });
    expect(titles(state)[1]).toBe('New section');
    expect(state.selected).toBe(state.deck.slides[1].key);
    expect(state.deck.slides[1].picture).toBeUndefined();
    state = apply(state, { type: 'duplicate', key: 's2' });
    // A duplicated part is a part of the same list: both are numbered.
    expect(titles(state).filter((title) => title.startsWith('Results'))).toEqual([
      'Results (1/2)',
      'Results (2/2)',
    ]);
    state = apply(state, { type: 'delete', key: state.selected });
    expect(titles(state).filter((title) => title.startsWith('Results'))).toEqual(['Results']);
    // The last slide cannot be deleted.
    const one = loadEditor({ plan: { ...plan, slides: [plan.slides[0]] }, version: 1 });
    expect(apply(one, { type: 'delete', key: 's1' }).deck.slides).toHaveLength(1);
  });
});

describe('editor state, continued', () => {
  it('switches bullets, two columns and statements where the content allows', () => {
    const list = slideAt(start(), 1);
    const columns = convertSlide(list, 'two-columns');
    expect(columns).toMatchObject({
      slide: {
        kind: 'two-columns',
        left: { bullets: [{ text: 'Revenue grew' }, { text: 'In every region' }] },
        right: { bullets: [{ text: 'Costs stayed flat' }] },
        notes: 'Say it slowly',
      },
    });
    if (!('slide' in columns)) throw new Error('two columns expected');
    expect(convertSlide(columns.slide, 'bullets')).toMatchObject({
      slide: { kind: 'bullets', bullets: (list as { bullets: unknown }).bullets },
    });
    expect(convertSlide(list, 'statement')).toMatchObject({
      slide: { kind: 'statement', text: 'Revenue grew In every region Costs stayed flat' },
    });
    expect(convertSlide(slideAt(start(), 2), 'two-columns')).toEqual({
      reason: 'Two columns need at least two top-level points, one for each side',
    });
    const long = {
      ...list,
      bullets: [
        { text: 'x'.repeat(400), level: 0 },
        { text: 'y'.repeat(400), level: 0 },
      ],
    };
    expect(convertSlide(long as PlannedSlide, 'statement')).toHaveProperty('reason');
    expect(convertSlide(slideAt(start(), 0), 'bullets')).toHaveProperty('reason');
  });

  it('undoes and redoes edits', () => {
    const edited = apply(
      start(),
      { type: 'deckTitle', title: 'Annual review' },
      { type: 'move', key: 's1', to: 2 },
    );
    const undone = apply(edited, { type: 'undo' }, { type: 'undo' });
    expect(planOf(undone.deck)).toEqual(plan);
    expect(undone.dirty).toBe(false);
    expect(planOf(apply(undone, { type: 'redo' }).deck).title).toBe('Annual review');
  });

  it('finds problems with the shared schema, by slide and field, in words', () => {
    const state = apply(
      start(),
      { type: 'field', key: 's3', field: 'title', value: '  ' },
      { type: 'bullets', key: 's2', list: 'bullets', change: { op: 'add', after: 2 } },
      { type: 'field', key: 's2', field: 'notes', value: 'n'.repeat(5001) },
    );
    const problems = problemsOf(state.deck);
    expect(fieldProblem(problems, 's3', 'title')).toBe('A slide title must not be empty');
    expect(fieldProblem(problems, 's2', 'bullets.3.text')).toBe('A bullet must not be empty');
    expect(problems.get('s2')?.find((p) => p.field === 'notes')?.message).toBe(
      'Slide 2: Speaker notes must be at most 5000 characters',
    );
    expect(problemsOf(start().deck).size).toBe(0);
  });
});
