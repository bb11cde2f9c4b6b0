import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { ErrorFallback } from '../features/errors/ErrorFallback';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { LandingPage } from '../features/landing/LandingPage';
import { FlagGuard } from './guards/FlagGuard';
import { SessionGuard } from './guards/SessionGuard';
import { RootLayout } from './layout/RootLayout';

/**
 * The route table of spec section 2. The landing page ships in the entry chunk (it is what most
 * visitors open first); every other page is its own chunk, loaded when visited.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Broken header or layout: the plain fallback on its own.
    errorElement: <ErrorFallback />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // A page that fails keeps the header and footer around the fallback.
        errorElement: <ErrorFallback />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/user/LoginPage')).LoginPage,
            }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/user/RegisterPage')).RegisterPage,
            }),
          },
          {
            path: 'verify',
            element: <FlagGuard anyOf={['isRegister', 'isReset']} />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/user/VerifyPage')).VerifyPage,
                }),
              },
            ],
          },
          {
            path: 'reset',
            element: <FlagGuard anyOf={['isReset']} />,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/user/ResetPasswordPage')).ResetPasswordPage,
                }),
              },
            ],
          },
          {
            element: <SessionGuard />,
            children: [
              {
                path: 'workspace',
                lazy: async () => ({
                  Component: (await import('../features/workspace/WorkspacePage')).WorkspacePage,
                }),
              },
              {
                path: 'workspace/projects/:fileId/edit',
                lazy: async () => ({
                  Component: (await import('../features/editor/EditorPage')).EditorPage,
                }),
              },
              {
                path: 'profile',
                lazy: async () => ({
                  Component: (await import('../features/profile/ProfilePage')).ProfilePage,
                }),
              },
              {
                path: 'settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/SettingsPage')).SettingsPage,
                }),
              },
            ],
          },
          {
            path: 'news',
            lazy: async () => ({ Component: (await import('../features/news/NewsPage')).NewsPage }),
          },
          {
            path: 'conditions',
            lazy: async () => ({
              Component: (await import('../features/legal/ConditionsPage')).ConditionsPage,
            }),
          },
          {
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('../features/legal/PrivacyPage')).PrivacyPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
