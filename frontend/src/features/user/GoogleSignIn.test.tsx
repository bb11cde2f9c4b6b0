import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicHandlers } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { apiUrl, http, json, server } from '../../test/server';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleCredentialResponse } from './googleIdentity';

const CLIENT_ID = '1234-abc.apps.googleusercontent.com';

/**
 * Google Identity Services is Google's script; the test stands in for it at the page's global,
 * the way the real script installs itself, and records what the app asks of it.
 */
function fakeGoogle() {
  const calls: {
    initialize?: { client_id: string; callback: (r: GoogleCredentialResponse) => void };
    rendered: number;
  } = { rendered: 0 };
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          calls.initialize = options;
        },
        renderButton: (parent) => {
          calls.rendered += 1;
          parent.append(
            Object.assign(document.createElement('div'), { textContent: 'Sign in with Google' }),
          );
        },
      },
    },
  };
  return calls;
}

afterEach(() => {
  delete window.google;
  document
    .querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)
    .forEach((script) => script.remove());
});

describe('Google sign-in', () => {
  it('when configured, renders Google’s button and logs in with its credential', async () => {
    const google = fakeGoogle();
    const tokens: unknown[] = [];
    server.use(
      http.get(apiUrl('/config'), () => json({ message: 'ok', googleClientId: CLIENT_ID })),
      ...publicHandlers(),
      http.post(apiUrl('/user/login-google'), async ({ request }) => {
        tokens.push(await request.json());
        return json({
          message: 'Welcome, Ada',
          userId: 'u1',
          userName: 'Ada',
          userEmail: 'ada@gmail.com',
          createdAt: '2025-01-05T00:00:00.000Z',
          surveySent: false,
        });
      }),
      http.get(apiUrl('/user/verify-token'), () =>
        json({
          message: 'ok',
          userId: 'u1',
          userName: 'Ada',
          userEmail: 'ada@gmail.com',
          createdAt: '2025-01-05T00:00:00.000Z',
          surveySent: false,
        }),
      ),
    );
    const { router, store } = renderApp({ route: '/login' });
    expect(await screen.findByText('Sign in with Google')).toBeInTheDocument();
    expect(google.initialize?.client_id).toBe(CLIENT_ID);

    google.initialize!.callback({ credential: 'google-id-token' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/workspace'));
    expect(tokens).toEqual([{ idToken: 'google-id-token' }]);
    expect(store.getState().user).toMatchObject({
      isAuthenticated: true,
      userEmail: 'ada@gmail.com',
    });
  });

  it('loads Google’s script only when a client id is configured', async () => {
    server.use(
      http.get(apiUrl('/config'), () => json({ message: 'ok', googleClientId: CLIENT_ID })),
      ...publicHandlers(),
    );
    renderApp({ route: '/login' });
    await waitFor(() =>
      expect(document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).not.toBeNull(),
    );
  });

  it('when not configured, says so and loads nothing from Google', async () => {
    server.use(...publicHandlers());
    renderApp({ route: '/register' });
    expect(await screen.findByText(/Google sign-in is unavailable/)).toBeInTheDocument();
    expect(document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toBeNull();
  });
});
