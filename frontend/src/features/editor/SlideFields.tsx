import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../../app/theme/palette';

/** A group of the slide's fields under a legend. */
export function Field({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="fieldset"
      sx={{
        border: `1px solid ${brand.slate200}`,
        borderRadius: 2,
        m: 0,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A text field with its limit: the count shows near the limit, the problem when there is one. */
export function Text({
  label,
  value,
  max,
  error,
  onChange,
  multiline,
  minRows,
}: {
  label: string;
  value: string;
  max: number;
  error?: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  minRows?: number;
}) {
  const near = value.length > max * 0.8;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? (near ? `${value.length} / ${max} characters` : undefined)}
      multiline={multiline}
      minRows={minRows}
      fullWidth
      size="small"
    />
  );
}
