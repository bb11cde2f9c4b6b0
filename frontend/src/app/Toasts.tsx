import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { PHONE_TOAST_OPTIONS, TOAST_OPTIONS } from './notifier';

const onPhone = (theme: Theme) => theme.breakpoints.down('sm');

/** notistack's provider with the app's options, fewer toasts at once on a phone. */
export function Toasts({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(onPhone, { noSsr: true });
  return (
    <SnackbarProvider {...TOAST_OPTIONS} {...(phone ? PHONE_TOAST_OPTIONS : {})}>
      {children}
    </SnackbarProvider>
  );
}
