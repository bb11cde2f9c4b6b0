import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { publicHandlers, signedInHandlers } from '../test/fixtures';
import { renderApp, signedInUser } from '../test/render';
import { apiUrl, http, json, server } from '../test/server';
import { routes } from './routes';

describe('routes and guards', () => {
  it.each(['/workspace', '/profile', '/settings'])(
    'opens %s after a successful session check',
    async (path) => {
      server.use(
        // What the signed-in pages read besides the session check.
        http.get(apiUrl('/data/deactivation-reasons'), () => json({ message: 'ok', data: [] })),
        http.get(apiUrl('/payment/history'), () => json({ message: 'ok', data: [] })),
        ...signedInHandlers(),
      );
      const { router } = renderApp({ route: path, user: signedInUser });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('sends a visitor without a session home with exactly one error toast', async () => {
    let checks = 0;
    server.use(
      ...publicHandlers(),
      http.get(apiUrl('/user/verify-token'), () => {
        checks += 1;
        return json({ message: 'Please log in to continue' }, 401);
      }),
    );
    const { router, store } = renderApp({ route: '/workspace' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findAllByText('Please log in to continue')).toHaveLength(1);
    expect(store.getState().user.isAuthenticated).toBe(false);
    expect(checks).toBeGreaterThanOrEqual(1);
  });

  it('signs out a remembered user whose session the server no longer knows', async () => {
    server.use(
      ...publicHandlers(),
      http.get(apiUrl('/user/verify-token'), () => json({ message: 'Session expired' }, 401)),
      http.post(apiUrl('/user/refresh-token'), () => json({ message: 'Session expired' }, 401)),
      http.get(apiUrl('/data/deactivation-reasons'), () => json({ message: 'ok', data: [] })),
    );
    const { router, store } = renderApp({ route: '/settings', user: signedInUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().user).toMatchObject({ isAuthenticated: false, userEmail: null });
    expect(await screen.findAllByText('Session expired')).toHaveLength(1);
  });

  it.each([
    ['/verify', {}],
    ['/reset', {}],
    ['/reset', { isRegister: true }],
  ])('redirects %s home without its flow flag (%o)', async (path, flags) => {
    server.use(...publicHandlers());
    const { router } = renderApp({ route: path, user: flags });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['/verify', { isRegister: true }, 'Verify your e-mail'],
    ['/verify', { isReset: true }, 'Check your e-mail'],
    ['/reset', { isReset: true }, 'Reset Password'],
  ])('opens %s when the flow flag is set (%o)', async (path, flags, heading) => {
    server.use(...publicHandlers());
    const { router } = renderApp({ route: path, user: { ...flags, userEmail: 'ada@example.com' } });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the not-found screen for any other path', async () => {
    server.use(...publicHandlers());
    renderApp({ route: '/definitely/not/here' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('/definitely/not/here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("shows 'Unexpected Application Error!' with the error's text when a page fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...publicHandlers());
    function Broken(): never {
      throw new Error('The deck list could not be drawn');
    }
    // The app's layout and page-level error boundary, around a page that fails to render.
    const [layout] = routes;
    const pages: RouteObject = {
      errorElement: layout.children![0].errorElement,
      children: [{ path: 'broken', element: <Broken /> }],
    };
    renderApp({
      route: '/broken',
      routes: [{ element: layout.element, errorElement: layout.errorElement, children: [pages] }],
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('The deck list could not be drawn')).toBeInTheDocument();
    // The header is still there: the failure is contained to the page.
    expect(screen.getByRole('link', { name: 'Deckforge home' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
