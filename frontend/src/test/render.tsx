import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Toasts } from '../app/Toasts';
import { routes as appRoutes } from '../app/routes';
import { makeStore, type RootState } from '../app/store';
import { AppTheme } from '../app/theme/AppTheme';
import { initialUserState, type UserState } from '../features/user/userSlice';

export interface RenderOptions {
  /** Where the app starts (default `/`). */
  route?: string;
  /** State to start from; user fields are merged into the initial user state. */
  user?: Partial<UserState>;
  preloadedState?: Partial<RootState>;
  /** Routes to render instead of the app's own. */
  routes?: RouteObject[];
}

/** A signed-in user as the store remembers one. */
export const signedInUser: Partial<UserState> = {
  isAuthenticated: true,
  userId: '5b0f8a52-0e27-4d2c-9a0b-0d5c2b1e9a11',
  userEmail: 'ada@example.com',
  userName: 'Ada Lovelace',
  createdAt: '2025-01-05T10:00:00.000Z',
  surveySent: false,
  surveyAsked: false,
};

/**
 * The real app (store, theme, toasts, router) on a memory history; the store and router are
 * returned so tests can look at state and location.
 */
export function renderApp(options: RenderOptions = {}) {
  const store = makeStore({
    ...options.preloadedState,
    user: { ...initialUserState, ...options.preloadedState?.user, ...options.user },
  });
  const router = createMemoryRouter(options.routes ?? appRoutes, {
    initialEntries: [options.route ?? '/'],
  });
  const user = userEvent.setup();
  // StrictMode as in development: effects run twice, so the app must not act twice.
  const view = render(
    <StrictMode>
      <Provider store={store}>
        <AppTheme>
          <Toasts>
            <RouterProvider router={router} />
          </Toasts>
        </AppTheme>
      </Provider>
    </StrictMode>,
  );
  return { ...view, store, router, user };
}
