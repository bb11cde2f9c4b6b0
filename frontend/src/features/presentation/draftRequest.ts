import type { FileMetadata } from '@deckforge/proto';
import type { CreateDraftState } from './createDraftSlice';
import { defaultSpeechLanguage, isRecording } from './speechLanguage';
import type { CreateRequest } from './useCreatePresentation';

/**
 * The generation request a draft stands for, or null while something is missing: a title, at
 * least one media file that still exists, a template that still exists (files may have been
 * deleted while the person was away at the checkout). With recordings, the language they are in.
 */
export function draftRequest(
  draft: Pick<CreateDraftState, 'title' | 'mediaIds' | 'templateId' | 'language'>,
  media: FileMetadata[],
  templates: FileMetadata[],
): CreateRequest | null {
  const mediaById = new Map(media.map((file) => [file.file_id, file]));
  const chosen = draft.mediaIds
    .map((id) => mediaById.get(id))
    .filter((file): file is FileMetadata => file !== undefined);
  const files = chosen.map((file) => ({ file_id: file.file_id, file_type: file.type }));
  const title = draft.title.trim();
  const templateKnown = templates.some((template) => template.file_id === draft.templateId);
  if (!title || files.length === 0 || !templateKnown) return null;
  return {
    title,
    templateId: draft.templateId,
    files,
    ...(chosen.some(isRecording) ? { language: draft.language ?? defaultSpeechLanguage() } : {}),
  };
}
