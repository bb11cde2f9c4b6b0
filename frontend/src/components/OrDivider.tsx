import Divider from '@mui/material/Divider';

/** "or" between two ways of doing the same thing. */
export function OrDivider() {
  return (
    <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.875rem' }} role="presentation">
      or
    </Divider>
  );
}
