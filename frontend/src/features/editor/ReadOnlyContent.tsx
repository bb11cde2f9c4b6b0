import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlannedSlide } from '@deckforge/proto';
import { brand } from '../../app/theme/palette';

/** What the editor shows but does not change: a chart's data, a media file. */
export function ReadOnlyContent({ slide }: { slide: PlannedSlide }) {
  let text = '';
  if (slide.kind === 'chart') {
    const { chart } = slide;
    text = `A ${chart.type} chart of ${chart.series.map((series) => series.name).join(', ')} over ${chart.categories.length} categories${chart.unit ? ` (${chart.unit})` : ''}.`;
  } else if (slide.kind === 'media') {
    text = `A${slide.media.kind === 'audio' ? 'n audio' : ' video'} clip (${slide.media.extension}).`;
  }
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: brand.slate50,
        border: `1px dashed ${brand.slate200}`,
      }}
    >
      <Typography variant="body2">{text}</Typography>
      <Typography variant="caption" color="text.secondary">
        Shown as it is: its data comes from your sources and is not edited here.
      </Typography>
    </Box>
  );
}
