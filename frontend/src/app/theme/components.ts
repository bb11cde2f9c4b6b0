import type { Components, Theme } from '@mui/material/styles';
import { brand } from './palette';

/**
 * Component families, styled once. Focus is always visible: a 3 px ring on anything a keyboard
 * can reach (MUI's default ripple-only focus is too faint to navigate by).
 */
const focusRing = {
  outline: `3px solid ${brand.indigo500}`,
  outlineOffset: 2,
};

export const components: Components<Omit<Theme, 'components'>> = {
  MuiCssBaseline: {
    styleOverrides: {
      html: { WebkitTextSizeAdjust: '100%' },
      body: { backgroundColor: '#ffffff' },
      '::selection': { backgroundColor: brand.indigo100 },
      'a:focus-visible, [tabindex]:focus-visible': focusRing,
    },
  },
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 10, paddingInline: 18, minHeight: 40 },
      sizeLarge: { minHeight: 48, paddingInline: 24, fontSize: '1rem' },
      outlined: { borderColor: brand.slate300 },
      contained: {
        variants: [
          {
            props: { color: 'primary' },
            style: {
              boxShadow: '0 1px 2px rgba(15, 23, 42, 0.12), inset 0 1px 0 rgba(255,255,255,0.12)',
              '&:hover': { backgroundColor: brand.indigo700 },
            },
          },
        ],
      },
    },
  },
  MuiIconButton: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: { root: { fontWeight: 500, '&:focus-visible': focusRing, borderRadius: 2 } },
  },
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        borderRadius: 10,
        backgroundColor: '#fff',
        '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderWidth: 2 },
      },
      notchedOutline: { borderColor: brand.slate300 },
    },
  },
  MuiInputLabel: { styleOverrides: { root: { color: brand.slate600 } } },
  MuiFormHelperText: { styleOverrides: { root: { marginInline: 2, fontSize: '0.8125rem' } } },
  MuiCheckbox: {
    styleOverrides: { root: { '&.Mui-focusVisible svg': { ...focusRing, borderRadius: 4 } } },
  },
  MuiPaper: {
    styleOverrides: {
      rounded: { borderRadius: 16 },
      outlined: { borderColor: brand.slate200 },
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 16 } },
  },
  MuiDialog: {
    // A full-screen dialog (phones) fills the screen edge to edge: rounded corners there showed
    // slivers of the page behind it.
    styleOverrides: {
      paper: { borderRadius: 18, padding: 4, '&.MuiDialog-paperFullScreen': { borderRadius: 0 } },
    },
  },
  MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700, fontSize: '1.25rem' } } },
  MuiAccordion: {
    defaultProps: { disableGutters: true, elevation: 0 },
    styleOverrides: {
      root: {
        border: `1px solid ${brand.slate200}`,
        borderRadius: 12,
        '&:not(:last-of-type)': { marginBottom: 12 },
        '&::before': { display: 'none' },
        '&.Mui-expanded': {
          borderColor: brand.indigo100,
          boxShadow: '0 4px 16px rgba(67,56,202,0.08)',
        },
      },
    },
  },
  MuiAccordionSummary: {
    styleOverrides: {
      root: {
        borderRadius: 12,
        paddingInline: 20,
        minHeight: 60,
        '&.Mui-focusVisible': { ...focusRing, backgroundColor: 'transparent' },
      },
      content: { fontWeight: 600 },
    },
  },
  MuiAccordionDetails: {
    styleOverrides: { root: { paddingInline: 20, paddingTop: 0, color: brand.slate600 } },
  },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  MuiMenuItem: {
    styleOverrides: {
      root: { minHeight: 44, '&.Mui-focusVisible': { backgroundColor: brand.indigo50 } },
    },
  },
  MuiTooltip: {
    styleOverrides: { tooltip: { backgroundColor: brand.slate900, fontSize: '0.8125rem' } },
  },
  MuiTableCell: { styleOverrides: { head: { fontWeight: 700, color: brand.slate700 } } },
};
