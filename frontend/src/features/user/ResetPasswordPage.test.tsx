import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

describe('Reset Password page', () => {
  it('checks the new password, saves it, clears isReset and opens /login', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/password'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Your password has been changed' });
      }),
    );
    const { user, router, store } = renderApp({
      route: '/reset',
      user: { isReset: true, userEmail: 'ada@example.com' },
    });
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText(/Password must be at least 8 characters long/),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'N3wPass!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'N3wPass!?');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'N3wPass!');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'N3wPass!' }]);
    expect(store.getState().user.isReset).toBe(false);
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
  });
});
