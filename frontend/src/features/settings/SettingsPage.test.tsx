import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInHandlers } from '../../test/fixtures';
import { renderApp, signedInUser } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

const REASONS = [
  { id: 1, reason: 'Too expensive', label: 'Too expensive' },
  { id: 2, reason: 'I found another tool', label: 'I found another tool' },
];

/** Opens Settings signed in, the deactivation reasons served, and `handlers` for the test's calls. */
async function openSettings(...handlers: Parameters<typeof server.use>) {
  server.use(
    ...signedInHandlers(),
    http.get(apiUrl('/data/deactivation-reasons'), () => json({ message: 'ok', data: REASONS })),
    ...handlers,
  );
  // (The session check answers ada@example.com, as signedInUser has it.)
  const view = renderApp({ route: '/settings', user: signedInUser });
  await screen.findByRole('heading', { level: 1, name: 'Your Settings' });
  return view;
}

describe('Settings', () => {
  it('Personal Data: masked, disabled e-mail; the name is saved with the e-mail', async () => {
    const bodies: unknown[] = [];
    const { user, store } = await openSettings(
      http.post(apiUrl('/user/username'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Your name has been updated', userName: 'Ada King' });
      }),
    );
    const email = screen.getByLabelText('User Email');
    expect(email).toHaveValue('a*****a@example.com');
    expect(email).toBeDisabled();
    const name = screen.getByLabelText('User Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(store.getState().user.userName).toBe('Ada King'));
    expect(bodies).toEqual([{ name: 'Ada King', email: 'ada@example.com' }]);
  });

  it('Deactivation: details appear after a reason; the button is enabled only with both', async () => {
    const { user } = await openSettings();
    const button = screen.getByRole('button', { name: 'Deactivate Account' });
    expect(button).toBeDisabled();
    expect(screen.queryByLabelText('Additional Details')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Select Reason' }));
    await user.click(await screen.findByRole('option', { name: 'I found another tool' }));
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Additional Details'), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Additional Details'), 'Cheaper');
    expect(button).toBeEnabled();
  });

  it('Deactivation: confirmed with the current password, it logs out and goes home', async () => {
    const bodies: unknown[] = [];
    const { user, store, router } = await openSettings(
      http.post(apiUrl('/user/deactivation'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Your account has been deactivated' });
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Select Reason' }));
    await user.click(await screen.findByRole('option', { name: 'I found another tool' }));
    await user.type(screen.getByLabelText('Additional Details'), 'Cheaper');
    await user.click(screen.getByRole('button', { name: 'Deactivate Account' }));

    // A session alone does not deactivate: the confirmation asks for the current password.
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(
      await within(dialog).findByText('Please enter your current password'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText('Current Password'), 'Secret1!');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodies).toEqual([
      {
        email: 'ada@example.com',
        reason: 'I found another tool',
        details: 'Cheaper',
        currentPassword: 'Secret1!',
      },
    ]);
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, userEmail: null });
  });

  it('Deactivation failure: shows the message and logs the spec text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openSettings(
      http.post(apiUrl('/user/deactivation'), () =>
        json({ message: 'The identity service is unavailable' }, 503),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: 'Select Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Too expensive' }));
    await user.type(screen.getByLabelText('Additional Details'), 'Too much');
    await user.click(screen.getByRole('button', { name: 'Deactivate Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate your account?' });
    await user.type(within(dialog).getByLabelText('Current Password'), 'Secret1!');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The identity service is unavailable')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Error occurred while deactivating the user account',
      'The identity service is unavailable',
    );
    expect(router.state.location.pathname).toBe('/settings');
  });
});

describe('Settings, continued', () => {
  it("Security: the current password and sign-up's rules, then the new password is saved and the fields cleared", async () => {
    const bodies: unknown[] = [];
    const { user } = await openSettings(
      http.post(apiUrl('/user/password'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Your password has been updated' });
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('New Password'), 'weak');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(/^Password must be at least 8 characters long/),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter your current password')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Current Password'), 'Old1pass!');
    await user.clear(within(panel).getByLabelText('New Password'));
    await user.type(within(panel).getByLabelText('New Password'), 'N3wPass!');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'N3wPass?');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText('Confirm Password'));
    await user.type(within(panel).getByLabelText('Confirm Password'), 'N3wPass!');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(panel).getByLabelText('New Password')).toHaveValue(''));
    expect(within(panel).getByLabelText('Current Password')).toHaveValue('');
    expect(bodies).toEqual([
      { email: 'ada@example.com', password: 'N3wPass!', currentPassword: 'Old1pass!' },
    ]);
  });

  it('Security: without the current password (Google accounts), an e-mailed code confirms the change', async () => {
    const bodies: unknown[] = [];
    const codeRequests: unknown[] = [];
    const { user } = await openSettings(
      http.post(apiUrl('/user/security-code'), async ({ request }) => {
        codeRequests.push(await request.json());
        return json({
          message: 'We have e-mailed a code to ada@example.com. Please enter it within 10 minutes.',
          email: 'ada@example.com',
        });
      }),
      http.post(apiUrl('/user/password'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Your password has been updated' });
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(
      within(panel).getByRole('button', {
        name: 'E-mail me a code instead',
      }),
    );
    const code = await within(panel).findByLabelText('Code from your e-mail');
    expect(codeRequests).toEqual([{ email: 'ada@example.com' }]);
    await user.type(within(panel).getByLabelText('New Password'), 'N3wPass!');
    await user.type(within(panel).getByLabelText('Confirm Password'), 'N3wPass!');
    await user.type(code, '12a3');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(panel).findByText('Enter the six-digit code we e-mailed you'),
    ).toBeInTheDocument();
    await user.type(code, '456');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'N3wPass!', code: '123456' }]);
    // A used code is gone: the form starts again with the current password.
    expect(await within(panel).findByLabelText('Current Password')).toHaveValue('');
  });
});
