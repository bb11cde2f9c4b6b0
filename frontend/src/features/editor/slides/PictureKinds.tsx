import { DECK_PLAN_LIMITS } from '@deckforge/proto';
import { Field, Text } from '../SlideFields';
import type { KindEditorProps } from './kindEditor';
import { BulletsField, SlideText } from './SharedFields';

/** A picture: the passage beside it (when it has one), its caption and alternative text. */
export function PictureEditor({ slide, edit }: KindEditorProps<'picture'>) {
  return (
    <>
      {slide.bullets && slide.bullets.length > 0 && (
        <BulletsField bullets={slide.bullets} edit={edit} />
      )}
      <SlideText label="Caption" field="caption" value={slide.caption} edit={edit} />
      <SlideText
        label="Alternative text (read aloud for people who cannot see the picture)"
        field="altText"
        value={slide.altText}
        edit={edit}
      />
    </>
  );
}

const PICTURE_TEXTS = [
  { field: 'caption', label: 'Caption' },
  { field: 'altText', label: 'Alternative text' },
] as const;

/** A grid of pictures: each one's caption and alternative text. */
export function PictureGridEditor({ slide, edit }: KindEditorProps<'picture-grid'>) {
  const { key, dispatch, problem } = edit;
  return slide.pictures.map((picture, index) => (
    <Field key={index} title={`Picture ${index + 1}`}>
      {PICTURE_TEXTS.map(({ field, label }) => (
        <Text
          key={field}
          label={label}
          value={picture[field] ?? ''}
          max={DECK_PLAN_LIMITS.textCharacters}
          error={problem(`pictures.${index}.${field}`)}
          onChange={(value) => dispatch({ type: 'pictureText', key, index, field, value })}
        />
      ))}
    </Field>
  ));
}
