import { DECK_PLAN_LIMITS, type PlannedBullet } from '@deckforge/proto';
import { BulletListEditor } from '../BulletListEditor';
import { Text } from '../SlideFields';
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

/** A slide's optional one-line text field (`caption`, `subtitle`). */
export function OptionalText({
  label,
  field,
  value,
  edit,
}: {
  label: string;
  field: string;
  value: string | undefined;
  edit: SlideEdit;
}) {
  return (
    <Text
      label={label}
      value={value ?? ''}
      max={DECK_PLAN_LIMITS.textCharacters}
      error={edit.problem(field)}
      onChange={edit.setField(field)}
    />
  );
}
