import Box from '@mui/material/Box';
import { DECK_PLAN_LIMITS } from '@deckforge/proto';
import { Field, Text } from '../SlideFields';
import type { KindEditorProps } from './kindEditor';
import { OptionalText, SlideBullets } from './SharedFields';

/** The title slide: a subtitle under the deck's title. */
export function TitleEditor({ slide, edit }: KindEditorProps<'title'>) {
  return <OptionalText label="Subtitle" field="subtitle" value={slide.subtitle} edit={edit} />;
}

/** A section divider: a one-line summary of the part it opens. */
export function SectionEditor({ slide, edit }: KindEditorProps<'section'>) {
  return <OptionalText label="Subtitle" field="subtitle" value={slide.subtitle} edit={edit} />;
}

/** The closing slide: a subtitle, and its sources when the deck ends with them. */
export function ClosingEditor({ slide, edit }: KindEditorProps<'closing'>) {
  return (
    <>
      <OptionalText label="Subtitle" field="subtitle" value={slide.subtitle} edit={edit} />
      {slide.bullets && slide.bullets.length > 0 && (
        <Field title="Bullets">
          <SlideBullets list="bullets" label="Bullets" bullets={slide.bullets} edit={edit} />
        </Field>
      )}
    </>
  );
}

export function BulletsEditor({ slide, edit }: KindEditorProps<'bullets'>) {
  return (
    <Field title="Bullets">
      <SlideBullets list="bullets" label="Bullets" bullets={slide.bullets} edit={edit} />
    </Field>
  );
}

export function StatementEditor({ slide, edit }: KindEditorProps<'statement'>) {
  return (
    <Text
      label="Statement"
      value={slide.text}
      max={DECK_PLAN_LIMITS.textCharacters}
      error={edit.problem('text')}
      onChange={edit.setField('text')}
      multiline
    />
  );
}

export function BigNumberEditor({ slide, edit }: KindEditorProps<'big-number'>) {
  return (
    <>
      <Text
        label="Number"
        value={slide.value}
        max={40}
        error={edit.problem('value')}
        onChange={edit.setField('value')}
      />
      <Text
        label="What it counts"
        value={slide.label}
        max={DECK_PLAN_LIMITS.textCharacters}
        error={edit.problem('label')}
        onChange={edit.setField('label')}
      />
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
