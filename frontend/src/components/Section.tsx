import Box, { type BoxProps } from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ANCHOR_OFFSET_PX, type LandingAnchor } from '../app/layout/anchors';

/** A landing-page section: an anchor target that stops 76 px below the top, clear of the header. */
export function Section({
  id,
  children,
  sx,
  labelledBy,
}: {
  id: LandingAnchor;
  children: ReactNode;
  sx?: BoxProps['sx'];
  labelledBy?: string;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={[
        { scrollMarginTop: `${ANCHOR_OFFSET_PX}px`, py: { xs: 8, md: 12 }, outline: 'none' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}

/** Overline, heading and lead paragraph, centred above a section's content. */
export function SectionHeading({
  id,
  overline,
  title,
  lead,
}: {
  id: string;
  overline: string;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography variant="overline" color="secondary" component="p">
        {overline}
      </Typography>
      <Typography id={id} variant="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
          {lead}
        </Typography>
      )}
    </Box>
  );
}
