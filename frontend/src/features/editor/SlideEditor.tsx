import Box from '@mui/material/Box';
import { DECK_PLAN_LIMITS } from '@deckforge/proto';
import type { Dispatch } from 'react';
import { BulletListEditor } from './BulletListEditor';
import { type EditorAction, type EditorSlide, fieldProblem, type Problem } from './editorState';
import { KindChoice } from './KindChoice';
import { ReadOnlyContent } from './ReadOnlyContent';
import { Field, Text } from './SlideFields';
import { SlidePreview } from './SlidePreview';
import { isTextKind, type ListRef } from './slideEdits';
import { TableEditor } from './TableEditor';

interface SlideEditorProps {
  entry: EditorSlide;
  index: number;
  fileId: string;
  version: number;
  problems: Map<string, Problem[]>;
  dispatch: Dispatch<EditorAction>;
}

/** The selected slide: its picture as last saved, and every text it has as fields. */
export function SlideEditor({
  entry,
  index,
  fileId,
  version,
  problems,
  dispatch,
}: SlideEditorProps) {
  const { key, slide } = entry;
  const problem = (field: string) => fieldProblem(problems, key, field);
  const setField = (field: string) => (value: string) =>
    dispatch({ type: 'field', key, field, value });
  const bulletsEditor = (
    list: ListRef,
    label: string,
    bullets: { text: string; level: number }[],
  ) => (
    <BulletListEditor
      label={label}
      bullets={bullets}
      onChange={(change) => dispatch({ type: 'bullets', key, list, change })}
      problemAt={(at) =>
        problem(list === 'bullets' ? `bullets.${at}.text` : `${list}.bullets.${at}.text`)
      }
    />
  );
  return (
    <Box
      component="section"
      aria-label={`Slide ${index + 1}`}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      <SlidePreview entry={entry} fileId={fileId} version={version} />
      {isTextKind(slide.kind) && (
        <KindChoice slide={slide} onChoose={(kind) => dispatch({ type: 'kind', key, kind })} />
      )}
      <Text
        label="Title"
        value={slide.title}
        max={DECK_PLAN_LIMITS.titleCharacters}
        error={problem('title')}
        onChange={setField('title')}
      />
      {(slide.kind === 'title' || slide.kind === 'section' || slide.kind === 'closing') && (
        <Text
          label="Subtitle"
          value={slide.subtitle ?? ''}
          max={DECK_PLAN_LIMITS.textCharacters}
          error={problem('subtitle')}
          onChange={setField('subtitle')}
        />
      )}
      {slide.kind === 'statement' && (
        <Text
          label="Statement"
          value={slide.text}
          max={DECK_PLAN_LIMITS.textCharacters}
          error={problem('text')}
          onChange={setField('text')}
          multiline
        />
      )}
      {slide.kind === 'big-number' && (
        <>
          <Text
            label="Number"
            value={slide.value}
            max={40}
            error={problem('value')}
            onChange={setField('value')}
          />
          <Text
            label="What it counts"
            value={slide.label}
            max={DECK_PLAN_LIMITS.textCharacters}
            error={problem('label')}
            onChange={setField('label')}
          />
        </>
      )}
      {'bullets' in slide && slide.bullets && slide.bullets.length > 0 && (
        <Field title="Bullets">{bulletsEditor('bullets', 'Bullets', slide.bullets)}</Field>
      )}
      {slide.kind === 'two-columns' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
          {(['left', 'right'] as const).map((side) => (
            <Field key={side} title={side === 'left' ? 'Left column' : 'Right column'}>
              <Text
                label="Heading (optional)"
                value={slide[side].heading ?? ''}
                max={DECK_PLAN_LIMITS.titleCharacters}
                error={problem(`${side}.heading`)}
                onChange={(heading) => dispatch({ type: 'columnHeading', key, side, heading })}
              />
              {bulletsEditor(
                side,
                side === 'left' ? 'Left column' : 'Right column',
                slide[side].bullets,
              )}
            </Field>
          ))}
        </Box>
      )}
      {slide.kind === 'picture' && (
        <>
          <Text
            label="Caption"
            value={slide.caption ?? ''}
            max={DECK_PLAN_LIMITS.textCharacters}
            error={problem('caption')}
            onChange={setField('caption')}
          />
          <Text
            label="Alternative text (read aloud for people who cannot see the picture)"
            value={slide.altText}
            max={DECK_PLAN_LIMITS.textCharacters}
            error={problem('altText')}
            onChange={setField('altText')}
          />
        </>
      )}
      {slide.kind === 'picture-grid' &&
        slide.pictures.map((picture, at) => (
          <Field key={at} title={`Picture ${at + 1}`}>
            <Text
              label="Caption"
              value={picture.caption ?? ''}
              max={DECK_PLAN_LIMITS.textCharacters}
              error={problem(`pictures.${at}.caption`)}
              onChange={(value) =>
                dispatch({ type: 'pictureText', key, index: at, field: 'caption', value })
              }
            />
            <Text
              label="Alternative text"
              value={picture.altText}
              max={DECK_PLAN_LIMITS.textCharacters}
              error={problem(`pictures.${at}.altText`)}
              onChange={(value) =>
                dispatch({ type: 'pictureText', key, index: at, field: 'altText', value })
              }
            />
          </Field>
        ))}
      {slide.kind === 'table' && (
        <>
          <Field title="Table">
            <TableEditor
              table={slide.table}
              problem={problem}
              onCell={(row, column, text) => dispatch({ type: 'cell', key, row, column, text })}
            />
          </Field>
          <Text
            label="Caption"
            value={slide.caption ?? ''}
            max={DECK_PLAN_LIMITS.textCharacters}
            error={problem('caption')}
            onChange={setField('caption')}
          />
        </>
      )}
      {(slide.kind === 'chart' || slide.kind === 'media') && (
        <>
          <ReadOnlyContent slide={slide} />
          <Text
            label="Caption"
            value={slide.caption ?? ''}
            max={DECK_PLAN_LIMITS.textCharacters}
            error={problem('caption')}
            onChange={setField('caption')}
          />
        </>
      )}
      <Text
        label="Speaker notes"
        value={slide.notes ?? ''}
        max={DECK_PLAN_LIMITS.notesCharacters}
        error={problem('notes')}
        onChange={setField('notes')}
        multiline
        minRows={3}
      />
    </Box>
  );
}
