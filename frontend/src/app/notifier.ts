import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent } from 'notistack';
import { palette } from './theme/palette';

/** How thunks tell people what happened; the app's is notistack, one toast per outcome. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export const snackbarNotifier: Notifier = {
  success: (message) => enqueueSnackbar(message, { variant: 'success' }),
  error: (message) => enqueueSnackbar(message, { variant: 'error' }),
};

const colour = (entry: unknown) => (entry as { main: string }).main;

/**
 * notistack's own greens and oranges under white text fail WCAG AA (3.3:1, 2.2:1): the toasts
 * take the theme's darker status colours, which pass.
 */
const Toast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: colour(palette.success) },
  '&.notistack-MuiContent-error': { backgroundColor: colour(palette.error) },
  '&.notistack-MuiContent-warning': { backgroundColor: colour(palette.warning) },
  '&.notistack-MuiContent-info': { backgroundColor: colour(palette.info) },
});

/**
 * Toast placement and lifetime, the same on every page: top-right, 5000 ms, at most three at
 * once (more wait their turn), the same message never twice.
 */
export const TOAST_OPTIONS = {
  Components: { success: Toast, error: Toast, warning: Toast, info: Toast },
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 5000,
  maxSnack: 3,
  preventDuplicate: true,
} as const;

/**
 * On a phone (narrower than the theme's `sm`), toasts one at a time at the bottom, dense: after
 * signing up, four full-width toasts stacked over a 390 px page hid its heading and form.
 */
export const PHONE_TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
  maxSnack: 1,
  dense: true,
} as const;
