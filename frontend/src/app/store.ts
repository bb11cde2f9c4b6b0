import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { api } from '../api/api';
import type { ThunkExtra } from '../api/baseQuery';
import { API_BASE, createApiClient } from '../api/client';
import { createDraftReducer } from '../features/presentation/createDraftSlice';
import { userReducer } from '../features/user/userSlice';
import { type Notifier, snackbarNotifier } from './notifier';
import { sessionEnded } from './sessionActions';
import { createToastListener } from './toasts';

/** Client state (the session, the Create form's draft) beside the API's cache of server state. */
const rootReducer = combineReducers({
  user: userReducer,
  createDraft: createDraftReducer,
  [api.reducerPath]: api.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/** One persisted store under `root`; restoration is given up after 5000 ms. */
export const PERSIST_KEY = 'root';
export const PERSIST_TIMEOUT_MS = 5000;

/**
 * localStorage behind redux-persist's promise interface. (The library's own adapter is CommonJS
 * with a default export that bundlers unwrap differently; this is the same five lines, typed.)
 */
const storage = {
  getItem: async (key: string) => window.localStorage.getItem(key),
  setItem: async (key: string, value: string) => window.localStorage.setItem(key, value),
  removeItem: async (key: string) => window.localStorage.removeItem(key),
};

export const persistConfig = {
  key: PERSIST_KEY,
  storage,
  timeout: PERSIST_TIMEOUT_MS,
  // The session and the draft; never the API's cache (server state is asked for again).
  whitelist: ['user', 'createDraft'],
};

// redux-persist's types predate Redux 5's third reducer parameter (the preloaded state shape).
const persistedReducer = persistReducer<RootState>(
  persistConfig,
  rootReducer as Reducer<RootState>,
);

export interface StoreOptions {
  notify?: Notifier;
  /** The API's base address; tests may point it at another origin. */
  baseURL?: string;
}

/** The app's store (and a fresh one per test), with the HTTP client wired to its session. */
export function makeStore(preloadedState?: Partial<RootState>, options: StoreOptions = {}) {
  const session = {
    refreshEmail: () => {
      const { user } = store.getState();
      return user.isAuthenticated ? (user.userEmail ?? undefined) : undefined;
    },
    ended: () => store.dispatch(sessionEnded()),
  };
  const notify = options.notify ?? snackbarNotifier;
  const extra: ThunkExtra = { api: createApiClient(session, options.baseURL ?? API_BASE), notify };
  const toasts = createToastListener(notify);
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        serializableCheck: {
          // redux-persist's own actions carry functions by design.
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          // An upload's arguments are its File and progress callback (never persisted).
          ignoredPaths: [`${api.reducerPath}.mutations`],
          warnAfter: 100,
        },
        immutableCheck: { warnAfter: 100 },
      })
        .prepend(toasts.middleware)
        .concat(api.middleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts restoring the persisted state; the app renders nothing until it is done. */
export const persistAppStore = (store: AppStore) => persistStore(store);
