import Box from '@mui/material/Box';
import { DECK_PLAN_LIMITS, type SlideKind, type SlideOfKind } from '@deckforge/proto';
import type { ComponentType, Dispatch } from 'react';
import { type EditorAction, type EditorSlide, fieldProblem, type Problem } from './editorState';
import { KindChoice } from './KindChoice';
import { SlidePreview } from './SlidePreview';
import { isTextKind } from './slideEdits';
import type { KindEditorProps, SlideEdit } from './slides/kindEditor';
import { SLIDE_EDITORS } from './slides/registry';
import { SlideText } from './slides/SharedFields';

interface SlideEditorProps {
  entry: EditorSlide;
  index: number;
  fileId: string;
  version: number;
  problems: Map<string, Problem[]>;
  dispatch: Dispatch<EditorAction>;
}

/** The editor of `slide`'s kind, from the registry (typed by proto's slide kinds). */
function KindFields<K extends SlideKind>({
  slide,
  edit,
}: {
  slide: SlideOfKind<K>;
  edit: SlideEdit;
}) {
  const Editor = SLIDE_EDITORS[slide.kind as K] as ComponentType<KindEditorProps<K>>;
  return <Editor slide={slide} edit={edit} />;
}

/**
 * The selected slide: its picture as last saved, its layout (text slides), its title, the fields
 * of its kind (slides/registry.ts) and its speaker notes.
 */
export function SlideEditor({
  entry,
  index,
  fileId,
  version,
  problems,
  dispatch,
}: SlideEditorProps) {
  const { key, slide } = entry;
  const edit: SlideEdit = {
    key,
    dispatch,
    problem: (field) => fieldProblem(problems, key, field),
    setField: (field) => (value) => dispatch({ type: 'field', key, field, value }),
  };
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
      <SlideText
        label="Title"
        field="title"
        value={slide.title}
        edit={edit}
        max={DECK_PLAN_LIMITS.titleCharacters}
      />
      <KindFields slide={slide} edit={edit} />
      <SlideText
        label="Speaker notes"
        field="notes"
        value={slide.notes}
        edit={edit}
        max={DECK_PLAN_LIMITS.notesCharacters}
        multiline
        minRows={3}
      />
    </Box>
  );
}
