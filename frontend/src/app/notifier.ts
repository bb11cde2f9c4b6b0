import { enqueueSnackbar } from 'notistack';

/** How thunks tell people what happened; the app's is notistack, one toast per outcome. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export const snackbarNotifier: Notifier = {
  success: (message) => enqueueSnackbar(message, { variant: 'success' }),
  error: (message) => enqueueSnackbar(message, { variant: 'error' }),
};

/** Toast placement and lifetime of spec section 9: top-right, 5000 ms. */
export const TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
  autoHideDuration: 5000,
  maxSnack: 4,
  preventDuplicate: true,
} as const;
