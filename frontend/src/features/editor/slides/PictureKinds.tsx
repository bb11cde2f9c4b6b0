import { DECK_PLAN_LIMITS } from '@deckforge/proto';
import { Field, Text } from '../SlideFields';
import type { KindEditorProps } from './kindEditor';
import { OptionalText, SlideBullets } from './SharedFields';

/** A picture: the passage beside it (when it has one), its caption and alternative text. */
export function PictureEditor({ slide, edit }: KindEditorProps<'picture'>) {
  return (
    <>
      {slide.bullets && slide.bullets.length > 0 && (
        <Field title="Bullets">
          <SlideBullets list="bullets" label="Bullets" bullets={slide.bullets} edit={edit} />
        </Field>
      )}
      <OptionalText label="Caption" field="caption" value={slide.caption} edit={edit} />
      <Text
        label="Alternative text (read aloud for people who cannot see the picture)"
        value={slide.altText}
        max={DECK_PLAN_LIMITS.textCharacters}
        error={edit.problem('altText')}
        onChange={edit.setField('altText')}
      />
    </>
  );
}

/** A grid of pictures: each one's caption and alternative text. */
export function PictureGridEditor({ slide, edit }: KindEditorProps<'picture-grid'>) {
  const { key, dispatch, problem } = edit;
  const set = (index: number, field: 'caption' | 'altText') => (value: string) =>
    dispatch({ type: 'pictureText', key, index, field, value });
  return slide.pictures.map((picture, at) => (
    <Field key={at} title={`Picture ${at + 1}`}>
      <Text
        label="Caption"
        value={picture.caption ?? ''}
        max={DECK_PLAN_LIMITS.textCharacters}
        error={problem(`pictures.${at}.caption`)}
        onChange={set(at, 'caption')}
      />
      <Text
        label="Alternative text"
        value={picture.altText}
        max={DECK_PLAN_LIMITS.textCharacters}
        error={problem(`pictures.${at}.altText`)}
        onChange={set(at, 'altText')}
      />
    </Field>
  ));
}
