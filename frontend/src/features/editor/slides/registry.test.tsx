import { fireEvent, render, screen, within } from '@testing-library/react';
import { type PlannedSlide, SLIDE_KINDS, type SlideKind, type SlideOfKind } from '@deckforge/proto';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EditorAction } from '../editorState';
import type { KindEditorProps, SlideEdit } from './kindEditor';
import { SLIDE_EDITORS } from './registry';

const picture = { blobKey: 'a'.repeat(64), mime: 'image/png', width: 800, height: 600 };
const bullets = [
  { text: 'Revenue grew', level: 0 },
  { text: 'In every region', level: 1 },
];

/** The kind's editor with a recording dispatch; `problems` by field, as the schema reports them. */
function renderKind<K extends SlideKind>(
  slide: SlideOfKind<K>,
  problems: Record<string, string> = {},
) {
  const dispatch = vi.fn<(action: EditorAction) => void>();
  const edit: SlideEdit = {
    key: 's1',
    dispatch,
    problem: (field) => problems[field],
    setField: (field) => (value) => dispatch({ type: 'field', key: 's1', field, value }),
  };
  const Editor = SLIDE_EDITORS[slide.kind as K] as ComponentType<KindEditorProps<K>>;
  render(<Editor slide={slide} edit={edit} />);
  return { dispatch };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the slide-kind editors', () => {
  it('has an editor for every kind of proto', () => {
    expect(Object.keys(SLIDE_EDITORS).sort()).toEqual([...SLIDE_KINDS].sort());
  });

  it.each(['title', 'section'] as const)('%s: the subtitle', (kind) => {
    const slide = { kind, title: 'Quarterly review', subtitle: 'Q3' } as PlannedSlide;
    const { dispatch } = renderKind(slide, { subtitle: 'A subtitle is too long' });
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Q3');
    expect(screen.getByText('A subtitle is too long')).toBeInTheDocument();
    type('Subtitle', 'Q4');
    expect(dispatch).toHaveBeenCalledWith({
      type: 'field',
      key: 's1',
      field: 'subtitle',
      value: 'Q4',
    });
  });

  it('closing: the subtitle, and its sources only when it has some', () => {
    renderKind({ kind: 'closing', title: 'Thanks', subtitle: 'Questions?' });
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Questions?');
    expect(screen.queryByRole('group', { name: 'Bullets' })).not.toBeInTheDocument();

    const { dispatch } = renderKind({ kind: 'closing', title: 'Sources', bullets });
    type('Bullets, bullet 1', 'Annual report');
    expect(dispatch).toHaveBeenCalledWith({
      type: 'bullets',
      key: 's1',
      list: 'bullets',
      change: { op: 'text', index: 0, text: 'Annual report' },
    });
  });

  it('bullets: every bullet, with its level and problem', () => {
    const { dispatch } = renderKind(
      { kind: 'bullets', title: 'Results', bullets },
      { 'bullets.1.text': 'A bullet holds at most 120 characters' },
    );
    expect(screen.getByLabelText('Bullets, bullet 1')).toHaveValue('Revenue grew');
    expect(screen.getByLabelText('Bullets, bullet 2, indented 1')).toHaveValue('In every region');
    expect(screen.getByText('A bullet holds at most 120 characters')).toBeInTheDocument();
    type('Bullets, bullet 2, indented 1', 'In most regions');
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'bullets', list: 'bullets' }),
    );
  });

  it('two-columns: a heading and bullets per side', () => {
    const { dispatch } = renderKind({
      kind: 'two-columns',
      title: 'Before and after',
      left: { heading: 'Before', bullets: [{ text: 'Slow', level: 0 }] },
      right: { bullets: [{ text: 'Fast', level: 0 }] },
    });
    const [left, right] = screen.getAllByLabelText('Heading (optional)');
    expect(left).toHaveValue('Before');
    expect(right).toHaveValue('');
    fireEvent.change(right, { target: { value: 'After' } });
    expect(dispatch).toHaveBeenCalledWith({
      type: 'columnHeading',
      key: 's1',
      side: 'right',
      heading: 'After',
    });
    type('Left column, bullet 1', 'Slower');
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'bullets', list: 'left' }),
    );
  });

  it('statement: the text', () => {
    const { dispatch } = renderKind({ kind: 'statement', title: 'The point', text: 'We grew' });
    expect(screen.getByLabelText('Statement')).toHaveValue('We grew');
    type('Statement', 'We grew fast');
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ field: 'text' }));
  });

  it('big-number: the number and what it counts', () => {
    const { dispatch } = renderKind({
      kind: 'big-number',
      title: 'Growth',
      value: '42 %',
      label: 'more customers',
    });
    expect(screen.getByLabelText('Number')).toHaveValue('42 %');
    type('What it counts', 'more buyers');
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({ field: 'label', value: 'more buyers' }),
    );
  });

  it('picture: the passage beside it, caption and alternative text', () => {
    const { dispatch } = renderKind(
      { kind: 'picture', title: 'Plant', picture, altText: 'A factory', bullets },
      { altText: 'Alternative text is required' },
    );
    expect(screen.getByLabelText('Bullets, bullet 1')).toHaveValue('Revenue grew');
    expect(screen.getByLabelText(/^Alternative text/)).toHaveValue('A factory');
    expect(screen.getByText('Alternative text is required')).toBeInTheDocument();
    type('Caption', 'Our plant');
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ field: 'caption' }));
  });
});

describe('the slide-kind editors, continued', () => {
  it('picture-grid: caption and alternative text of each picture', () => {
    const { dispatch } = renderKind({
      kind: 'picture-grid',
      title: 'Team',
      pictures: [
        { picture, altText: 'Ada', caption: 'Lead' },
        { picture, altText: 'Grace' },
      ],
    });
    const second = screen.getByRole('group', { name: 'Picture 2' });
    expect(within(second).getByLabelText('Alternative text')).toHaveValue('Grace');
    fireEvent.change(within(second).getByLabelText('Caption'), { target: { value: 'Advisor' } });
    expect(dispatch).toHaveBeenCalledWith({
      type: 'pictureText',
      key: 's1',
      index: 1,
      field: 'caption',
      value: 'Advisor',
    });
  });

  it('table: every cell, then the caption', () => {
    const { dispatch } = renderKind({
      kind: 'table',
      title: 'Results',
      table: { header: ['Region', 'Sales'], rows: [['North', '12']] },
      caption: 'In millions',
    });
    expect(screen.getByLabelText('Header, column 2')).toHaveValue('Sales');
    type('Row 1, column 2', '13');
    expect(dispatch).toHaveBeenCalledWith({
      type: 'cell',
      key: 's1',
      row: 0,
      column: 1,
      text: '13',
    });
    expect(screen.getByLabelText('Caption')).toHaveValue('In millions');
  });

  it('chart: its data described (not edited), the caption edited', () => {
    const { dispatch } = renderKind({
      kind: 'chart',
      title: 'Sales',
      chart: {
        type: 'bar',
        categories: ['2024', '2025'],
        series: [{ name: 'Sales', values: [1, 2] }],
        unit: 'M€',
      },
    });
    expect(screen.getByText('A bar chart of Sales over 2 categories (M€).')).toBeInTheDocument();
    type('Caption', 'Up');
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ field: 'caption' }));
  });

  it('media: the clip described, the caption edited', () => {
    renderKind({
      kind: 'media',
      title: 'Demo',
      media: { kind: 'audio', blobKey: 'b'.repeat(64), mime: 'audio/mpeg', extension: 'mp3' },
    });
    expect(screen.getByText('An audio clip (mp3).')).toBeInTheDocument();
    expect(screen.getByLabelText('Caption')).toHaveValue('');
  });
});
