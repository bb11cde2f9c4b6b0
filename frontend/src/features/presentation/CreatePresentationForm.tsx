import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { type FileMetadata, MAX_TITLE_LENGTH, Messages } from '@deckforge/proto';
import { type FormEvent, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { draftChanged } from './createDraftSlice';
import { draftRequest } from './draftRequest';
import { defaultSpeechLanguage, isRecording } from './speechLanguage';
import { SpokenLanguageField } from './SpokenLanguageField';
import type { CreateRequest } from './useCreatePresentation';
import { formatFileSize, withoutPowerPointExtension } from '../../lib/format';

type Field = 'title' | 'media' | 'template';

/** One group of the template menu, under its heading (none when the group is empty). */
const templateItems = (group: string, list: FileMetadata[]) =>
  list.length === 0
    ? []
    : [
        <ListSubheader key={group}>{group}</ListSubheader>,
        ...list.map((template) => (
          <MenuItem key={template.file_id} value={template.file_id}>
            <ListItemText
              primary={withoutPowerPointExtension(template.name)}
              secondary={template.template_category ?? undefined}
            />
          </MenuItem>
        )),
      ];

/** The template menu: the person's own templates first, then Deckforge's. */
function TemplateField({
  templates,
  value,
  error,
  onChange,
}: {
  templates: FileMetadata[];
  value: string;
  error?: string;
  onChange: (templateId: string) => void;
}) {
  return (
    <TextField
      select
      label="Template"
      value={templates.some((template) => template.file_id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'The design the slides are made in.'}
      required
      fullWidth
    >
      {templateItems(
        'Your templates',
        templates.filter((template) => template.source === 'user'),
      )}
      {templateItems(
        'Deckforge templates',
        templates.filter((template) => template.source === 'system'),
      )}
    </TextField>
  );
}

/**
 * Create Presentation: a title, the media files to build from (several), the language spoken
 * in them when there are recordings (default: the interface's), a template, Create — with the
 * spec's messages for what is missing. What is chosen lives in the
 * store's draft, so it outlives a trip to the checkout and a reload.
 */
export function CreatePresentationForm({
  media,
  templates,
  busy,
  onCreate,
}: {
  media: FileMetadata[];
  templates: FileMetadata[];
  busy: boolean;
  onCreate: (request: CreateRequest) => void;
}) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.createDraft);
  const { title, mediaIds, templateId } = draft;
  const setTitle = (next: string) => dispatch(draftChanged({ title: next }));
  const setMediaIds = (next: string[]) => dispatch(draftChanged({ mediaIds: next }));
  const setTemplateId = (next: string) => dispatch(draftChanged({ templateId: next }));
  const language = draft.language ?? defaultSpeechLanguage();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const mediaById = new Map(media.map((file) => [file.file_id, file]));
  const chosen = mediaIds.filter((id) => mediaById.has(id));
  const recordings = chosen.some((id) => isRecording(mediaById.get(id)!));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!title.trim()) found.title = Messages.titleRequired;
    if (chosen.length === 0) found.media = Messages.mediaRequired;
    if (!templates.some((template) => template.file_id === templateId))
      found.template = Messages.templateRequired;
    setErrors(found);
    const request = draftRequest(draft, media, templates);
    if (Object.keys(found).length > 0 || !request) return;
    onCreate(request);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Create Presentation">
      <Stack spacing={2.5}>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors((current) => ({ ...current, title: undefined }));
          }}
          error={Boolean(errors.title)}
          helperText={errors.title ?? 'The title of the first slide and of the file in Projects.'}
          slotProps={{ htmlInput: { maxLength: MAX_TITLE_LENGTH } }}
          required
          fullWidth
        />
        <TextField
          select
          label="Media"
          value={chosen}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            setMediaIds(typeof value === 'string' ? value.split(',') : value);
            setErrors((current) => ({ ...current, media: undefined }));
          }}
          error={Boolean(errors.media)}
          helperText={
            errors.media ??
            (media.length === 0
              ? 'Add files in the Media Library first.'
              : 'The documents, pictures, audio or video to build the slides from.')
          }
          required
          fullWidth
          slotProps={{
            select: {
              multiple: true,
              renderValue: (selected) =>
                (selected as string[])
                  .map((id) => mediaById.get(id)?.name)
                  .filter(Boolean)
                  .join(', '),
            },
          }}
        >
          {media.map((file) => (
            <MenuItem key={file.file_id} value={file.file_id}>
              <Checkbox checked={chosen.includes(file.file_id)} size="small" sx={{ mr: 1 }} />
              <ListItemText primary={file.name} secondary={formatFileSize(file.size)} />
            </MenuItem>
          ))}
        </TextField>
        {recordings && (
          <SpokenLanguageField
            value={language}
            onChange={(next) => dispatch(draftChanged({ language: next }))}
          />
        )}
        <TemplateField
          templates={templates}
          value={templateId}
          error={errors.template}
          onChange={(next) => {
            setTemplateId(next);
            setErrors((current) => ({ ...current, template: undefined }));
          }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<AutoAwesomeIcon />}
            loading={busy}
          >
            Create
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
