import type { PaletteOptions } from '@mui/material/styles';

/**
 * Deckforge's colours: a deep indigo for actions and brand, a warm ember accent (the "forge"),
 * slate neutrals. Every text/background pair used meets WCAG AA contrast (4.5:1 for body text).
 */
export const brand = {
  indigo900: '#1e1b4b',
  indigo800: '#2e2a78',
  indigo700: '#3730a3',
  indigo600: '#4338ca',
  indigo500: '#4f46e5',
  indigo100: '#e0e7ff',
  indigo50: '#eef2ff',
  ember600: '#c2410c',
  ember500: '#ea580c',
  ember400: '#fb923c',
  ember100: '#ffedd5',
  slate900: '#0f172a',
  slate700: '#334155',
  slate600: '#475569',
  slate500: '#64748b',
  slate300: '#cbd5e1',
  slate200: '#e2e8f0',
  slate100: '#f1f5f9',
  slate50: '#f8fafc',
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: brand.indigo600, dark: brand.indigo800, light: brand.indigo500 },
  secondary: { main: brand.ember600, dark: '#9a3412', light: brand.ember500 },
  text: { primary: brand.slate900, secondary: brand.slate600 },
  background: { default: '#ffffff', paper: '#ffffff' },
  divider: brand.slate200,
  grey: { 50: brand.slate50, 100: brand.slate100, 200: brand.slate200, 300: brand.slate300 },
  error: { main: '#b91c1c' },
  success: { main: '#15803d' },
  warning: { main: '#b45309' },
  info: { main: '#0369a1' },
};
