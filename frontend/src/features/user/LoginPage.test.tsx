import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';

const profile = {
  userId: '5b0f8a52-0e27-4d2c-9a0b-0d5c2b1e9a11',
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  createdAt: '2025-01-05T10:00:00.000Z',
  surveySent: false,
};

describe('Login page', () => {
  it('checks the fields before calling the server', async () => {
    server.use(...publicHandlers());
    const { user } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it('logs in, stores the profile and opens the workspace', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/login'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Welcome back, Ada', ...profile });
      }),
      http.get(apiUrl('/user/verify-token'), () => json({ message: 'ok', ...profile })),
    );
    const { user, router, store } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace'));
    expect(bodies).toEqual([{ email: 'ada@example.com', password: 'Secret1!' }]);
    expect(store.getState().user).toMatchObject({
      isAuthenticated: true,
      userName: 'Ada Lovelace',
    });
    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
    // The header now offers the workspace and the account menu instead of Login.
    expect(
      await screen.findByRole('button', { name: /Account menu for Ada Lovelace/ }),
    ).toBeInTheDocument();
  });

  it('shows the server refusal as a toast and stays', async () => {
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/login'), () => json({ message: 'Wrong e-mail or password' }, 401)),
    );
    const { user, router } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong1!!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong e-mail or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('Forgot password: confirms the e-mail, sends the reset code, sets isReset and opens /verify', async () => {
    const mails: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/email'), async ({ request }) => {
        mails.push(await request.json());
        return json({
          message: 'If an account exists, a code is on its way',
          email: 'ada@example.com',
        });
      }),
    );
    const { user, router, store } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Email To Reset Password' });

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Email/), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(mails).toEqual([
      { email: 'ada@example.com', template: 'forgotPasswordEmail', subject: 'Reset Password' },
    ]);
    expect(store.getState().user).toMatchObject({ isReset: true, userEmail: 'ada@example.com' });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
  });

  it('blocks copy and paste in the password field', async () => {
    server.use(...publicHandlers());
    renderApp({ route: '/login' });
    const password = await screen.findByLabelText(/^Password/);
    expect(fireEvent.paste(password)).toBe(false);
    expect(fireEvent.copy(password)).toBe(false);
    expect(fireEvent.cut(password)).toBe(false);
  });

  it('links to Create account and says plainly when Google sign-in is not configured', async () => {
    server.use(...publicHandlers());
    renderApp({ route: '/login' });
    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(await screen.findByText(/Google sign-in is unavailable/)).toBeInTheDocument();
    expect(screen.getByText(/Google sign-in is not configured/)).toBeInTheDocument();
  });
});

describe('Login page, continued', () => {
  it('an unverified account gets a fresh code and the verify page, then the login page', async () => {
    const mails: unknown[] = [];
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/login'), () =>
        json(
          { message: 'Please verify your e-mail address first', requestCode: 'VERIFY_EMAIL' },
          403,
        ),
      ),
      http.post(apiUrl('/user/email'), async ({ request }) => {
        mails.push(await request.json());
        return json({ message: 'A new code is on its way', email: 'ada@example.com' });
      }),
    );
    const { user, router, store } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify'));
    expect(mails).toEqual([
      { email: 'ada@example.com', template: 'verificationEmail', subject: 'Account Verification' },
    ]);
    expect(store.getState().user).toMatchObject({
      isRegister: true,
      isReset: false,
      userEmail: 'ada@example.com',
    });
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
  });

  it("shows why Google's redirect sign-in failed (?error=<code>) in our own words", async () => {
    server.use(...publicHandlers());
    renderApp({ route: '/login?error=unverified-email' });
    expect(
      await screen.findByText(
        'Your Google account has no verified e-mail address. Please verify it with Google or sign up with e-mail.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing for an ?error= that is not one of our codes (anyone can write the address)', async () => {
    server.use(...publicHandlers());
    renderApp({
      route: `/login?error=${encodeURIComponent('Your account is locked. Call +1 555 0100 now.')}`,
    });
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Call \+1 555/)).not.toBeInTheDocument();
  });

  it('after many failed attempts, asks for the e-mailed code and sends it with the password', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const confirm =
      'There have been many failed attempts to sign in to this account today, so we need to confirm it is you. If the password is right, we have e-mailed you a code: enter it with your password.';
    server.use(
      ...publicHandlers(),
      http.post(apiUrl('/user/login'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return body.code === '424242'
          ? json({ message: 'Logged in successfully', ...profile })
          : json({ message: confirm, requestCode: 'CONFIRM_SIGN_IN' }, 429);
      }),
      http.get(apiUrl('/user/verify-token'), () => json({ message: 'ok', ...profile })),
    );
    const { user, router } = renderApp({ route: '/login' });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(confirm)).toBeInTheDocument();
    expect(
      await screen.findByText(/To confirm it is you, enter the six-digit code/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Enter all six digits of the code we e-mailed you.'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('424242');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace'));
    expect(bodies).toEqual([
      { email: 'ada@example.com', password: 'Secret1!' },
      { email: 'ada@example.com', password: 'Secret1!', code: '424242' },
    ]);
  });

  it('with only the redirect flow configured, Google is a link to it', async () => {
    server.use(
      http.get(apiUrl('/config'), () =>
        json({
          message: 'ok',
          googleClientId: null,
          googleRedirectPath: '/api/v1/user/google',
          supportEmail: null,
          legal: {},
        }),
      ),
      ...publicHandlers(),
    );
    renderApp({ route: '/login' });
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/v1/user/google',
    );
  });
});
