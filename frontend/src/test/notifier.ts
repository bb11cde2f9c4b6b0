import type { Notifier } from '../app/notifier';

/** A toaster that remembers what it was asked to show (for tests of thunks without a UI). */
export function recordingNotifier() {
  const shown: { variant: 'success' | 'error'; message: string }[] = [];
  const notifier: Notifier = {
    success: (message) => shown.push({ variant: 'success', message }),
    error: (message) => shown.push({ variant: 'error', message }),
  };
  return { notifier, shown };
}
