import { RequestCode } from '@deckforge/proto';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_EMAIL, userApi, VERIFICATION_EMAIL } from '../../api/userApi';
import { sessionApi } from '../../app/sessionActions';
import { makeStore } from '../../app/store';
import { gate } from '../../test/gate';
import { recordingNotifier } from '../../test/notifier';
import { apiUrl, http, json, server } from '../../test/server';
import { initialUserState, type UserState } from './userSlice';

const {
  contact,
  getBalance,
  login,
  register,
  sendEmail,
  submitSurvey,
  updateName,
  updatePassword,
  verifyEmail,
  verifyToken,
} = userApi.endpoints;
const { logout } = sessionApi.endpoints;

const profile = {
  userId: '5b0f8a52-0e27-4d2c-9a0b-0d5c2b1e9a11',
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  createdAt: '2025-01-05T10:00:00.000Z',
  surveySent: false,
};

function setup(user: Partial<UserState> = {}) {
  const { notifier, shown } = recordingNotifier();
  const store = makeStore({ user: { ...initialUserState, ...user } }, { notify: notifier });
  return { store, shown, user: () => store.getState().user };
}

describe('user slice and its calls', () => {
  it('toasts the server message once a call succeeds, not before', async () => {
    const door = gate();
    server.use(
      http.post(apiUrl('/user/contact'), async () => {
        await door.pass();
        return json({ message: 'Your message has been sent' });
      }),
    );
    const { store, shown } = setup();
    const call = store.dispatch(
      contact.initiate({ name: 'Ada', email: 'ada@example.com', message: 'Hi' }),
    );
    await door.arrived;
    expect(shown).toEqual([]);
    door.open();
    await call;
    expect(shown).toEqual([{ variant: 'success', message: 'Your message has been sent' }]);
  });

  it('sends the contact form as {formData}', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/user/contact'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Sent' });
      }),
    );
    const { store } = setup();
    await store.dispatch(
      contact.initiate({ name: 'Ada', email: 'ada@example.com', message: 'Hello' }),
    );
    expect(bodies).toEqual([
      { formData: { name: 'Ada', email: 'ada@example.com', message: 'Hello' } },
    ]);
  });

  it('on failure: the error to the caller, an error toast, nobody signed in', async () => {
    server.use(
      http.post(apiUrl('/user/login'), () => json({ message: 'Wrong e-mail or password' }, 401)),
    );
    const { store, shown, user } = setup();
    const outcome = await store.dispatch(
      login.initiate({ email: 'ada@example.com', password: 'x' }),
    );
    expect(outcome.error).toEqual({ message: 'Wrong e-mail or password', status: 401 });
    expect(user().isAuthenticated).toBe(false);
    expect(shown).toEqual([{ variant: 'error', message: 'Wrong e-mail or password' }]);
  });

  it("falls back to 'Operation successful' when the server sends no message", async () => {
    server.use(http.post(apiUrl('/user/logout'), () => json({})));
    const { store, shown } = setup({ ...profile, isAuthenticated: true });
    await store.dispatch(logout.initiate());
    expect(shown).toEqual([{ variant: 'success', message: 'Operation successful' }]);
  });

  it('sign-up sets isRegister and remembers the e-mail; verification clears the flag', async () => {
    server.use(
      http.post(apiUrl('/user/register'), () =>
        json(
          { message: 'Check your e-mail', userId: profile.userId, email: 'ada@example.com' },
          201,
        ),
      ),
      http.post(apiUrl('/user/verify-email'), () =>
        json({ message: 'Verified', email: 'ada@example.com' }),
      ),
    );
    const { store, user } = setup();
    await store.dispatch(
      register.initiate({ name: ' Ada ', email: ' Ada@Example.com ', password: 'Secret1!' }),
    );
    expect(user()).toMatchObject({
      isRegister: true,
      isReset: false,
      userEmail: 'ada@example.com',
      userName: 'Ada',
    });

    await store.dispatch(verifyEmail.initiate({ email: 'ada@example.com', code: '123456' }));
    expect(user()).toMatchObject({ isRegister: false, isAuthenticated: false });
  });
});

describe('user slice and its calls, part 2', () => {
  it('forgot password sets isReset; the reset code keeps it; the new password clears it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/user/email'), async ({ request }) => {
        bodies.push(await request.json());
        return json({ message: 'Code sent', email: 'ada@example.com' });
      }),
      http.post(apiUrl('/user/verify-email'), () =>
        json({ message: 'Verified', email: 'ada@example.com' }),
      ),
      http.post(apiUrl('/user/password'), () => json({ message: 'Password updated' })),
    );
    const { store, user } = setup();
    await store.dispatch(sendEmail.initiate({ email: 'Ada@example.com', ...PASSWORD_RESET_EMAIL }));
    expect(bodies).toEqual([
      { email: 'Ada@example.com', template: 'forgotPasswordEmail', subject: 'Reset Password' },
    ]);
    expect(user()).toMatchObject({
      isReset: true,
      isRegister: false,
      userEmail: 'ada@example.com',
    });

    await store.dispatch(verifyEmail.initiate({ email: 'ada@example.com', code: '123456' }));
    expect(user().isReset).toBe(true);

    await store.dispatch(
      updatePassword.initiate({ email: 'ada@example.com', password: 'N3w-pass!' }),
    );
    expect(user().isReset).toBe(false);
  });

  it('a new verification code does not start a reset', async () => {
    server.use(
      http.post(apiUrl('/user/email'), () =>
        json({ message: 'Code sent', email: 'ada@example.com' }),
      ),
    );
    const { store, user } = setup({ isRegister: true, userEmail: 'ada@example.com' });
    await store.dispatch(sendEmail.initiate({ email: 'ada@example.com', ...VERIFICATION_EMAIL }));
    expect(user()).toMatchObject({ isRegister: true, isReset: false });
  });

  it('passes the expired-code requestCode on to the caller', async () => {
    server.use(
      http.post(apiUrl('/user/verify-email'), () =>
        json(
          { message: 'This code has expired', requestCode: RequestCode.NewVerificationCode },
          410,
        ),
      ),
    );
    const { store } = setup({ isRegister: true });
    const outcome = await store.dispatch(
      verifyEmail.initiate({ email: 'ada@example.com', code: '123456' }),
    );
    expect(outcome.error && 'requestCode' in outcome.error && outcome.error.requestCode).toBe(
      'NEW_VERIFICATION_CODE',
    );
  });

  it('log-in stores the profile and ends any flow; logout forgets who it was', async () => {
    server.use(
      http.post(apiUrl('/user/login'), () => json({ message: 'Welcome back', ...profile })),
      http.post(apiUrl('/user/logout'), () => json({ message: 'Logged out' })),
    );
    const { store, user } = setup({ isReset: true });
    await store.dispatch(login.initiate({ email: 'ada@example.com', password: 'Secret1!' }));
    expect(user()).toMatchObject({
      ...profile,
      isAuthenticated: true,
      isReset: false,
      isRegister: false,
    });

    await store.dispatch(logout.initiate());
    expect(user()).toMatchObject({
      isAuthenticated: false,
      userId: null,
      userEmail: null,
      userName: null,
      createdAt: null,
    });
  });

  it('a logout the server refuses still signs this browser out', async () => {
    server.use(
      http.post(apiUrl('/user/logout'), () => json({ message: 'Service unavailable' }, 503)),
    );
    const { store, user } = setup({ ...profile, isAuthenticated: true });
    await store.dispatch(logout.initiate());
    expect(user().isAuthenticated).toBe(false);
  });

  it('the session check is quiet on success and signs out on failure', async () => {
    server.use(
      http.get(apiUrl('/user/verify-token'), () => json({ message: 'Token is valid', ...profile })),
    );
    const { store, shown, user } = setup();
    await store.dispatch(verifyToken.initiate());
    expect(user()).toMatchObject({ isAuthenticated: true, userName: 'Ada Lovelace' });
    expect(shown).toEqual([]);

    server.use(
      http.get(apiUrl('/user/verify-token'), () => json({ message: 'Please log in' }, 401)),
      http.post(apiUrl('/user/refresh-token'), () => json({ message: 'Session expired' }, 401)),
    );
    await store.dispatch(verifyToken.initiate());
    expect(user().isAuthenticated).toBe(false);
    expect(shown).toEqual([{ variant: 'error', message: 'Please log in' }]);
  });
});

describe('user slice and its calls, part 3', () => {
  it('balance, name and survey update what they change', async () => {
    server.use(
      http.get(apiUrl('/user/balance'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('userId')).toBe(profile.userId);
        return json({ message: 'Balance', creditBalance: 12.5 });
      }),
      http.post(apiUrl('/user/username'), () =>
        json({ message: 'Name updated', userName: 'Ada King' }),
      ),
      http.post(apiUrl('/user/survey'), () => json({ message: 'Thank you' })),
    );
    const { store, user } = setup({ ...profile, isAuthenticated: true });
    await store.dispatch(getBalance.initiate());
    await store.dispatch(updateName.initiate({ name: 'Ada King', email: profile.userEmail }));
    await store.dispatch(
      submitSurvey.initiate({
        userId: profile.userId,
        surveyData: {
          satisfaction: 'Satisfied',
          wouldPay: true,
          likeMost: '',
          likeLeast: '',
          featureRequests: '',
          easeOfUse: 'Easy',
          recommendation: 'Likely',
          comments: '',
        },
      }),
    );
    expect(getBalance.select()(store.getState()).data).toBe(12.5);
    expect(user()).toMatchObject({ userName: 'Ada King', surveySent: true });
  });

  it('a call abandoned by its screen is neither a failure nor a toast', async () => {
    server.use(
      http.get(apiUrl('/user/verify-token'), async () => {
        await gate().pass(); // never answers: the call is abandoned first
        return json({ message: 'ok', ...profile });
      }),
    );
    const { store, shown, user } = setup({ ...profile, isAuthenticated: true });
    const call = store.dispatch(verifyToken.initiate());
    call.abort();
    await call;
    expect(user().isAuthenticated).toBe(true);
    expect(shown).toEqual([]);
  });
});
