import { DECK_PLAN_LIMITS, type PlannedBullet } from '@deckforge/proto';
import { BulletListEditor } from '../BulletListEditor';
import { Field, Text } from '../SlideFields';
import type { ListRef } from '../slideEdits';
import type { SlideEdit } from './kindEditor';

/** One list of a slide's bullets (its own, or a column's), with each bullet's problem. */
export function SlideBullets({
  list,
  label,
  bullets,
  edit,
}: {
  list: ListRef;
  label: string;
  bullets: PlannedBullet[];
  edit: SlideEdit;
}) {
  const { key, dispatch, problem } = edit;
  return (
    <BulletListEditor
      label={label}
      bullets={bullets}
      onChange={(change) => dispatch({ type: 'bullets', key, list, change })}
      problemAt={(at) =>
        problem(list === 'bullets' ? `bullets.${at}.text` : `${list}.bullets.${at}.text`)
      }
    />
  );
}

/** The slide's own bullets, under the title "Bullets". */
export function BulletsField({ bullets, edit }: { bullets: PlannedBullet[]; edit: SlideEdit }) {
  return (
    <Field title="Bullets">
      <SlideBullets list="bullets" label="Bullets" bullets={bullets} edit={edit} />
    </Field>
  );
}

/**
 * One of the slide's plain text fields (`title`, `caption`, `altText`, `notes`), with its problem;
 * an absent optional field edits as empty. Texts are limited as the plan's texts are, unless `max`
 * says otherwise.
 */
export function SlideText({
  field,
  value,
  edit,
  max = DECK_PLAN_LIMITS.textCharacters,
  ...look
}: {
  label: string;
  field: string;
  value: string | undefined;
  edit: SlideEdit;
  max?: number;
  multiline?: boolean;
  minRows?: number;
}) {
  return (
    <Text
      {...look}
      value={value ?? ''}
      max={max}
      error={edit.problem(field)}
      onChange={edit.setField(field)}
    />
  );
}
