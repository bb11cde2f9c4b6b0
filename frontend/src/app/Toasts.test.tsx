import { act, render, screen } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppTheme } from './theme/AppTheme';
import { Toasts } from './Toasts';

/** A window `width` px wide, as far as CSS media queries go. */
function viewport(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

/** What signing up and landing in the workspace may say at once. */
const AFTER_SIGN_UP = [
  'Email verified successfully',
  'Login successful',
  '10 free credits are yours',
  'Tell us what you think',
];

async function toastsShown() {
  render(
    <AppTheme>
      <Toasts>
        <p>Page</p>
      </Toasts>
    </AppTheme>,
  );
  act(() => {
    for (const message of [...AFTER_SIGN_UP, AFTER_SIGN_UP[1]])
      enqueueSnackbar(message, { variant: 'success' });
  });
  await screen.findByText(AFTER_SIGN_UP[0]);
  return AFTER_SIGN_UP.filter((message) => screen.queryAllByText(message).length > 0).length;
}

describe(Toasts.name, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one toast at a time on a phone (390 px), the others after it', async () => {
    viewport(390);
    expect(await toastsShown()).toBe(1);
  });

  it('shows at most three at once on a desktop, each message once', async () => {
    viewport(1440);
    expect(await toastsShown()).toBe(3);
    expect(screen.getAllByText(AFTER_SIGN_UP[1])).toHaveLength(1);
  });
});
