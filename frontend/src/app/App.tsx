import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from './store';
import { AppTheme } from './theme/AppTheme';
import { Toasts } from './Toasts';

export interface AppProps {
  store: AppStore;
  persistor: Persistor;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * Providers, outermost first: the store; nothing below renders until the persisted state is
 * restored (docs/decisions.md, "Frontend (public site and shell)": Store); theme; toasts; the
 * routes.
 */
export function App({ store, persistor, router }: AppProps) {
  return (
    <Provider store={store}>
      <PersistGate loading={null} persistor={persistor}>
        <AppTheme>
          <Toasts>
            <RouterProvider router={router} />
          </Toasts>
        </AppTheme>
      </PersistGate>
    </Provider>
  );
}
