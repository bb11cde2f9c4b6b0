import type { SlideKind, SlideOfKind } from '@deckforge/proto';
import type { ComponentType, Dispatch } from 'react';
import type { EditorAction } from '../editorState';

/** One slide's changes and problems, as every kind's editor gets them. */
export interface SlideEdit {
  /** The slide's key in the editor (actions name it). */
  key: string;
  dispatch: Dispatch<EditorAction>;
  /** The schema's message for a field of this slide (`caption`, `bullets.2.text`), if any. */
  problem: (field: string) => string | undefined;
  /** Sets one of the slide's plain text fields. */
  setField: (field: string) => (value: string) => void;
}

/** The fields of one slide kind, between the slide's title and its speaker notes. */
export interface KindEditorProps<K extends SlideKind> {
  slide: SlideOfKind<K>;
  edit: SlideEdit;
}

/**
 * One editor per slide kind, like the render engine's drawers: a kind added to proto's plan
 * without an editor here does not compile.
 */
export type KindEditors = { [K in SlideKind]: ComponentType<KindEditorProps<K>> };
