import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand } from '../../app/theme/palette';

/** What the editor shows but does not change (a chart's data, a media file), described. */
export function ReadOnlyContent({ description }: { description: string }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: brand.slate50,
        border: `1px dashed ${brand.slate200}`,
      }}
    >
      <Typography variant="body2">{description}</Typography>
      <Typography variant="caption" color="text.secondary">
        Shown as it is: its data comes from your sources and is not edited here.
      </Typography>
    </Box>
  );
}
