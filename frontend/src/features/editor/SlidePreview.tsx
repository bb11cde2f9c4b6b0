import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { projectSlidePath } from '@deckforge/proto';
import { brand } from '../../app/theme/palette';
import type { EditorSlide } from './editorState';
import { useSlideImage } from './useSlideImage';

/** The slide as last saved (its picture at this version), and what that picture shows. */
export function SlidePreview({
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
