import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

const typeCode = async (user: ReturnType<typeof renderApp>['user'], code: string) => {
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.keyboard(code);
};

describe('Verify page', () => {
  it('after sign-up: verifies the code, clears isRegister and opens the login page', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/verify-email'), async ({ request }) => {
        bodies.push(await request.json());
        return json({
          message: 'Your e-mail is verified. You can log in now.',
          email: 'ada@example.com',
          purpose: 'emailVerification',
        });
      }),
    );
    const { user, router, store } = renderApp({
      route: '/verify',
      user: { isRegister: true, userEmail: 'ada@example.com' },
    });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toEqual([{ email: 'ada@example.com', code: '123456' }]);
    expect(store.getState().user.isRegister).toBe(false);
    expect(
      await screen.findByText('Your e-mail is verified. You can log in now.'),
    ).toBeInTheDocument();
    // The login page remembers the address.
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it('after a reset request: goes on to the new-password page', async () => {
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/verify-email'), () =>
        json({ message: 'Code accepted', email: 'ada@example.com', purpose: 'passwordReset' }),
      ),
    );
    const { user, router, store } = renderApp({
      route: '/verify',
      user: { isReset: true, userEmail: 'ada@example.com' },
    });
    await typeCode(user, '654321');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset'));
    expect(store.getState().user.isReset).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('after sign-up, a code the server answers with a password to choose opens /reset', async () => {
    // Verified in another browser than the sign-up's: the address is proved, the password is not.
    const message =
      'Your e-mail address is verified. For your security, please choose the password of your account now.';
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/verify-email'), () =>
        json({ message, email: 'ada@example.com', purpose: 'passwordReset' }),
      ),
    );
    const { user, router, store } = renderApp({
      route: '/verify',
      user: { isRegister: true, userEmail: 'ada@example.com' },
    });
    await typeCode(user, '111222');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset'));
    expect(store.getState().user).toMatchObject({ isRegister: false, isReset: true });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('asks for all six digits before calling the server', async () => {
    server.use(...publicHandlers());
    const { user } = renderApp({
      route: '/verify',
      user: { isRegister: true, userEmail: 'ada@example.com' },
    });
    await typeCode(user, '123');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all six digits');
  });
});

describe('Verify page, continued', () => {
  it('an expired code opens Request a New Verification Code; requesting sends one and clears the boxes', async () => {
    const mails: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/verify-email'), () =>
        json({ message: 'This code has expired', requestCode: 'NEW_VERIFICATION_CODE' }, 410),
      ),
      http.post(apiUrl('/user/email'), async ({ request }) => {
        mails.push(await request.json());
        return json({ message: 'A new code is on its way', email: 'ada@example.com' });
      }),
    );
    const { user } = renderApp({
      route: '/verify',
      user: { isRegister: true, userEmail: 'ada@example.com' },
    });
    await typeCode(user, '111111');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));

    const dialog = await screen.findByRole('dialog', { name: 'Request a New Verification Code' });
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mails).toEqual([
      { email: 'ada@example.com', template: 'verificationEmail', subject: 'Account Verification' },
    ]);
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(await screen.findByText('A new code is on its way')).toBeInTheDocument();
  });

  it('in a reset, a new code is a reset code', async () => {
    const mails: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/email'), async ({ request }) => {
        mails.push(await request.json());
        return json({ message: 'Sent', email: 'ada@example.com' });
      }),
    );
    const { user } = renderApp({
      route: '/verify',
      user: { isReset: true, userEmail: 'ada@example.com' },
    });
    await user.click(await screen.findByRole('button', { name: 'send a new code' }));
    await waitFor(() => expect(mails).toHaveLength(1));
    expect(mails[0]).toMatchObject({ template: 'forgotPasswordEmail', subject: 'Reset Password' });
  });

  it('a wrong code shows the server message and stays on the page', async () => {
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/verify-email'), () =>
        json({ message: 'That code is not right' }, 400),
      ),
    );
    const { user, router } = renderApp({
      route: '/verify',
      user: { isRegister: true, userEmail: 'ada@example.com' },
    });
    await typeCode(user, '000000');
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    // Next to the boxes (and as a toast).
    expect(
      await screen.findByText('That code is not right', { selector: '#code-error' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify');
  });
});
