import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { components } from './components';
import { palette } from './palette';
import { typography } from './typography';

/** People who ask their system for less motion get no transitions (MUI ignores the setting). */
const prefersReducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const base = {
  palette,
  typography,
  components,
  shape: { borderRadius: 10 },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
};

const theme = createTheme(
  prefersReducedMotion
    ? {
        ...base,
        transitions: {
          create: () => 'none',
          duration: {
            shortest: 0,
            shorter: 0,
            short: 0,
            standard: 0,
            complex: 0,
            enteringScreen: 0,
            leavingScreen: 0,
          },
        },
      }
    : base,
);

/** The one theme wrapper: palette, type, component families, baseline CSS. */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
