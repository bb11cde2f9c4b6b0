import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DECK_PLAN_LIMITS, type PlannedSlide, projectSlidePath } from '@deckforge/proto';
import type { Dispatch } from 'react';
import { brand } from '../../app/theme/palette';
import { BulletListEditor } from './BulletListEditor';
import { type EditorAction, type EditorSlide, fieldProblem, type Problem } from './editorState';
import { ReadOnlyContent } from './ReadOnlyContent';
import { convertSlide, isTextKind, type ListRef, TEXT_KINDS, type TextKind } from './slideEdits';
import { TableEditor } from './TableEditor';
import { useSlideImage } from './useSlideImage';

const KIND_LABELS: Record<TextKind, string> = {
  bullets: 'Bullets',
  'two-columns': 'Two columns',
  statement: 'Statement',
};

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
      <Preview entry={entry} fileId={fileId} version={version} />
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

function Preview({
  entry,
  fileId,
  version,
}: {
  entry: EditorSlide;
  fileId: string;
  version: number;
}) {
  const image = useSlideImage(
    entry.picture ? `${projectSlidePath(fileId, entry.picture)}?v=${version}` : undefined,
  );
  return (
    <Box>
      {image.src && (
        <Box
          component="img"
          src={image.src}
          alt={`Slide as last saved: ${entry.slide.title}`}
          onLoad={image.onLoad}
          onError={image.onError}
          sx={{
            display: image.ready ? 'block' : 'none',
            width: '100%',
            maxWidth: 720,
            aspectRatio: '16 / 9',
            objectFit: 'contain',
            bgcolor: brand.slate100,
            border: `1px solid ${brand.slate200}`,
            borderRadius: 2,
          }}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
        {!entry.picture
          ? 'A new slide: it is drawn in the template when you save.'
          : !image.ready
            ? 'The picture of this slide is being drawn…'
            : entry.changed
              ? 'As last saved. Save to see your changes drawn in the template.'
              : 'As last saved.'}
      </Typography>
    </Box>
  );
}

function KindChoice({
  slide,
  onChoose,
}: {
  slide: PlannedSlide;
  onChoose: (kind: TextKind) => void;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p" id="layout-label" sx={{ mb: 0.75 }}>
        Layout
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={slide.kind}
        aria-labelledby="layout-label"
        onChange={(_, kind: TextKind | null) => kind && onChoose(kind)}
      >
        {TEXT_KINDS.map((kind) => {
          const converted = convertSlide(slide, kind);
          const reason = 'reason' in converted ? converted.reason : undefined;
          return (
            <Tooltip key={kind} title={reason ?? ''}>
              <span>
                <ToggleButton value={kind} disabled={reason !== undefined}>
                  {KIND_LABELS[kind]}
                </ToggleButton>
              </span>
            </Tooltip>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
}

function Field({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: `1px solid ${brand.slate200}`,
        borderRadius: 2,
        m: 0,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A text field with its limit: the count shows near the limit, the problem when there is one. */
function Text({
  label,
  value,
  max,
  error,
  onChange,
  multiline,
  minRows,
}: {
  label: string;
  value: string;
  max: number;
  error?: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  minRows?: number;
}) {
  const near = value.length > max * 0.8;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? (near ? `${value.length} / ${max} characters` : undefined)}
      multiline={multiline}
      minRows={minRows}
      fullWidth
      size="small"
    />
  );
}
