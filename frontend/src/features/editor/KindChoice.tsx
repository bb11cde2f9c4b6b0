import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { PlannedSlide } from '@deckforge/proto';
import { convertSlide, TEXT_KINDS, type TextKind } from './slideEdits';

const KIND_LABELS: Record<TextKind, string> = {
  bullets: 'Bullets',
  'two-columns': 'Two columns',
  statement: 'Statement',
};

/** The text slide's layout; a layout the content cannot take is disabled, with the reason. */
export function KindChoice({
  slide,
  onChoose,
}: {
  slide: PlannedSlide;
  onChoose: (kind: TextKind) => void;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p" id="layout-label" sx={{ mb: 0.75 }}>
        Layout
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={slide.kind}
        aria-labelledby="layout-label"
        onChange={(_, kind: TextKind | null) => kind && onChoose(kind)}
      >
        {TEXT_KINDS.map((kind) => {
          const converted = convertSlide(slide, kind);
          const reason = 'reason' in converted ? converted.reason : undefined;
          return (
            <Tooltip key={kind} title={reason ?? ''}>
              <span>
                <ToggleButton value={kind} disabled={reason !== undefined}>
                  {KIND_LABELS[kind]}
                </ToggleButton>
              </span>
            </Tooltip>
          );
        })}
      </ToggleButtonGroup>
    </Box>
  );
}
