import { type Dispatch, useEffect } from 'react';
import type { EditorAction } from './editorState';

/** Ctrl+S saves; Ctrl+Z / Ctrl+Shift+Z undo and redo outside text fields (which have their own). */
export function useEditorShortcuts(
  save: () => void,
  dirty: boolean,
  dispatch: Dispatch<EditorAction>,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        if (dirty) save();
      }
      const inField = (event.target as HTMLElement).closest('input, textarea');
      if (key === 'z' && !inField) {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dirty, dispatch, save]);
}
