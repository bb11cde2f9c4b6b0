import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { ErrorFallback } from '../features/errors/ErrorFallback';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { FlagGuard } from './guards/FlagGuard';
import { SessionGuard } from './guards/SessionGuard';
import { RootLayout } from './layout/RootLayout';
import { lazyRoute } from './lazyRoute';
import { LandingPage } from './pages/LandingPage';

/**
 * The route table. The landing page ships in the entry chunk (it is what most visitors open
 * first); every other page is its own chunk, loaded when visited (`lazyRoute`).
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
            lazy: lazyRoute(() => import('../features/user/LoginPage'), 'LoginPage'),
          },
          {
            path: 'register',
            lazy: lazyRoute(() => import('../features/user/RegisterPage'), 'RegisterPage'),
          },
          {
            path: 'verify',
            element: <FlagGuard anyOf={['isRegister', 'isReset']} />,
            children: [
              {
                index: true,
                lazy: lazyRoute(() => import('../features/user/VerifyPage'), 'VerifyPage'),
              },
            ],
          },
          {
            path: 'reset',
            element: <FlagGuard anyOf={['isReset']} />,
            children: [
              {
                index: true,
                lazy: lazyRoute(
                  () => import('../features/user/ResetPasswordPage'),
                  'ResetPasswordPage',
                ),
              },
            ],
          },
          {
            element: <SessionGuard />,
            children: [
              {
                path: 'workspace',
                lazy: lazyRoute(() => import('./pages/workspace/WorkspacePage'), 'WorkspacePage'),
              },
              {
                path: 'workspace/projects/:fileId/edit',
                lazy: lazyRoute(() => import('../features/editor/EditorPage'), 'EditorPage'),
              },
              {
                path: 'profile',
                lazy: lazyRoute(() => import('../features/profile/ProfilePage'), 'ProfilePage'),
              },
              {
                path: 'settings',
                lazy: lazyRoute(() => import('../features/settings/SettingsPage'), 'SettingsPage'),
              },
            ],
          },
          {
            path: 'news',
            lazy: lazyRoute(() => import('../features/news/NewsPage'), 'NewsPage'),
          },
          {
            path: 'conditions',
            lazy: lazyRoute(() => import('../features/legal/ConditionsPage'), 'ConditionsPage'),
          },
          {
            path: 'privacy',
            lazy: lazyRoute(() => import('../features/legal/PrivacyPage'), 'PrivacyPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
