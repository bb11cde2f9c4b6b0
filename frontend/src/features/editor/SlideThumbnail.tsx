import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { projectSlidePath } from '@deckforge/proto';
import type { Dispatch, KeyboardEvent } from 'react';
import { brand } from '../../app/theme/palette';
import type { EditorAction, EditorSlide } from './editorState';
import { SlideMenu } from './SlideMenu';
import { useSlideImage } from './useSlideImage';

/** Thumbnails loaded at once; further down a long deck, as they scroll into view. */
const EAGER_THUMBNAILS = 12;

/** One slide in the list: its handle, picture, number, problems marker and menu. */
export function SlideThumbnail({
  entry,
  index,
  count,
  fileId,
  version,
  selected,
  hasProblem,
  dispatch,
  horizontal,
}: {
  entry: EditorSlide;
  index: number;
  count: number;
  fileId: string;
  version: number;
  selected: boolean;
  hasProblem: boolean;
  dispatch: Dispatch<EditorAction>;
  horizontal: boolean;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: entry.key });
  const label = `Slide ${index + 1}: ${entry.slide.title}${entry.changed ? ' (changed)' : ''}${hasProblem ? ' (needs attention)' : ''}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    dispatch({ type: 'move', key: entry.key, to: index + (event.key === 'ArrowUp' ? -1 : 1) });
  };
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : 'auto',
        position: 'relative',
        flex: horizontal ? '0 0 168px' : undefined,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 0.5,
          p: 0.75,
          borderRadius: 2,
          border: `2px solid ${selected ? brand.indigo600 : 'transparent'}`,
          bgcolor: selected ? brand.indigo50 : isDragging ? brand.slate100 : 'transparent',
          boxShadow: isDragging ? 4 : 0,
        }}
      >
        <Typography
          variant="caption"
          sx={{ width: 20, pt: 0.5, textAlign: 'right', color: 'text.secondary' }}
        >
          {index + 1}
        </Typography>
        <Box
          component="button"
          type="button"
          aria-label={label}
          aria-current={selected ? 'true' : undefined}
          onClick={() => dispatch({ type: 'select', key: entry.key })}
          onKeyDown={onKeyDown}
          sx={{
            flex: 1,
            minWidth: 0,
            p: 0,
            border: 0,
            background: 'none',
            cursor: 'pointer',
            textAlign: 'left',
            borderRadius: 1,
            '&:focus-visible': { outline: `3px solid ${brand.indigo600}`, outlineOffset: 2 },
          }}
        >
          <Thumbnail
            entry={entry}
            fileId={fileId}
            version={version}
            eager={index < EAGER_THUMBNAILS}
          />
          <ThumbnailCaption title={entry.slide.title} hasProblem={hasProblem} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <Tooltip title="Drag to move (or Space, then arrow keys)">
            <IconButton
              size="small"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={`Move slide ${index + 1}`}
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <SlideMenu entryKey={entry.key} index={index} count={count} dispatch={dispatch} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The slide's image in the loaded version (asked again until it is drawn); a card with its
 * title for slides added here, and while the image is not there.
 */
function Thumbnail({
  entry,
  fileId,
  version,
  eager,
}: {
  entry: EditorSlide;
  fileId: string;
  version: number;
  eager: boolean;
}) {
  const image = useSlideImage(
    entry.picture ? `${projectSlidePath(fileId, entry.picture)}?v=${version}` : undefined,
  );
  const frame = {
    display: 'block',
    width: '100%',
    aspectRatio: '16 / 9',
    borderRadius: 1,
    border: `1px solid ${brand.slate200}`,
    bgcolor: brand.slate100,
  } as const;
  return (
    <Box sx={{ position: 'relative' }}>
      {image.src && (
        <Box
          component="img"
          src={image.src}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          onLoad={image.onLoad}
          onError={image.onError}
          sx={{
            ...frame,
            objectFit: 'contain',
            opacity: entry.changed ? 0.55 : 1,
            display: image.ready ? 'block' : 'none',
          }}
        />
      )}
      {!image.ready && (
        <Box sx={{ ...frame, display: 'grid', placeItems: 'center', p: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {entry.picture ? entry.slide.title : `New: ${entry.slide.title}`}
          </Typography>
        </Box>
      )}
      {entry.changed && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            top: 4,
            left: 4,
            px: 0.75,
            borderRadius: 1,
            fontSize: 11,
            fontWeight: 600,
            bgcolor: brand.indigo600,
            color: 'common.white',
          }}
        >
          Edited
        </Box>
      )}
    </Box>
  );
}

/** Under the picture: the slide's title, marked when something on it needs attention. */
function ThumbnailCaption({ title, hasProblem }: { title: string; hasProblem: boolean }) {
  return (
    <Typography
      variant="caption"
      component="span"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'text.primary' }}
    >
      {hasProblem && <ErrorOutlineIcon color="error" sx={{ fontSize: 14 }} aria-hidden />}
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {title || 'Untitled'}
      </Box>
    </Typography>
  );
}
