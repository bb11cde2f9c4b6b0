import Box from '@mui/material/Box';
import { DECK_PLAN_LIMITS } from '@deckforge/proto';
import { Field, Text } from '../SlideFields';
import type { KindEditorProps } from './kindEditor';
import { BulletsField, SlideBullets, SlideText } from './SharedFields';

/** The title slide: a subtitle under the deck's title. */
export function TitleEditor({ slide, edit }: KindEditorProps<'title'>) {
  return <SlideText label="Subtitle" field="subtitle" value={slide.subtitle} edit={edit} />;
}

/** A section divider: a one-line summary of the part it opens. */
export function SectionEditor({ slide, edit }: KindEditorProps<'section'>) {
  return <SlideText label="Subtitle" field="subtitle" value={slide.subtitle} edit={edit} />;
}

/** The closing slide: a subtitle, and its sources when the deck ends with them. */
export function ClosingEditor({ slide, edit }: KindEditorProps<'closing'>) {
  return (
    <>
      <SlideText label="Subtitle" field="subtitle" value={slide.subtitle} edit={edit} />
      {slide.bullets && slide.bullets.length > 0 && (
        <BulletsField bullets={slide.bullets} edit={edit} />
      )}
    </>
  );
}

export function BulletsEditor({ slide, edit }: KindEditorProps<'bullets'>) {
  return <BulletsField bullets={slide.bullets} edit={edit} />;
}

export function StatementEditor({ slide, edit }: KindEditorProps<'statement'>) {
  return <SlideText label="Statement" field="text" value={slide.text} edit={edit} multiline />;
}

export function BigNumberEditor({ slide, edit }: KindEditorProps<'big-number'>) {
  return (
    <>
      <SlideText label="Number" field="value" value={slide.value} edit={edit} max={40} />
      <SlideText label="What it counts" field="label" value={slide.label} edit={edit} />
    </>
  );
}

const SIDES = [
  { side: 'left', title: 'Left column' },
  { side: 'right', title: 'Right column' },
] as const;

/** Two columns, each with an optional heading over its bullets. */
export function TwoColumnsEditor({ slide, edit }: KindEditorProps<'two-columns'>) {
  const { key, dispatch, problem } = edit;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
      {SIDES.map(({ side, title }) => (
        <Field key={side} title={title}>
          <Text
            label="Heading (optional)"
            value={slide[side].heading ?? ''}
            max={DECK_PLAN_LIMITS.titleCharacters}
            error={problem(`${side}.heading`)}
            onChange={(heading) => dispatch({ type: 'columnHeading', key, side, heading })}
          />
          <SlideBullets list={side} label={title} bullets={slide[side].bullets} edit={edit} />
        </Field>
      ))}
    </Box>
  );
}
