import type { TypographyVariantsOptions } from '@mui/material/styles';

/** Inter (self-hosted, variable) for everything; tight headings, comfortable body text. */
const fontFamily =
  '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export const typography: TypographyVariantsOptions = {
  fontFamily,
  h1: {
    textWrap: 'balance',
    fontWeight: 800,
    fontSize: 'clamp(2.25rem, 1.6rem + 2.8vw, 3.75rem)',
    lineHeight: 1.08,
    letterSpacing: '-0.03em',
  },
  h2: {
    textWrap: 'balance',
    fontWeight: 800,
    fontSize: 'clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)',
    lineHeight: 1.15,
    letterSpacing: '-0.025em',
  },
  h3: {
    textWrap: 'balance',
    fontWeight: 700,
    fontSize: 'clamp(1.4rem, 1.2rem + 0.8vw, 1.875rem)',
    lineHeight: 1.2,
    letterSpacing: '-0.02em',
  },
  h4: {
    textWrap: 'balance',
    fontWeight: 700,
    fontSize: '1.375rem',
    lineHeight: 1.3,
    letterSpacing: '-0.015em',
  },
  h5: { fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.4 },
  h6: { fontWeight: 650, fontSize: '1rem', lineHeight: 1.45 },
  subtitle1: { fontSize: '1.125rem', lineHeight: 1.6 },
  body1: { fontSize: '1rem', lineHeight: 1.65 },
  body2: { fontSize: '0.9375rem', lineHeight: 1.6 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: 0 },
  overline: { fontWeight: 700, letterSpacing: '0.12em', fontSize: '0.75rem' },
};
