import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { API_BASE, createApiClient } from '../api/client';
import { dataReducer } from '../features/data/dataSlice';
import { createDraftReducer } from '../features/presentation/createDraftSlice';
import { fileStorageReducer } from '../features/fileStorage/fileStorageSlice';
import { userReducer } from '../features/user/userSlice';
import { type Notifier, snackbarNotifier } from './notifier';
import { sessionEnded } from './sessionActions';
import { initialRequestState, type RequestState } from './status';

export const rootReducer = combineReducers({
  user: userReducer,
  fileStorage: fileStorageReducer,
  data: dataReducer,
  createDraft: createDraftReducer,
});
export type RootState = ReturnType<typeof rootReducer>;

/** One persisted store under `root`; restoration is given up after 5000 ms. */
export const PERSIST_KEY = 'root';
export const PERSIST_TIMEOUT_MS = 5000;

/**
 * A request that was in flight when the page closed never finishes: restore every slice's
 * status as idle, without a stale message or error.
 */
const freshRequests = createTransform<RequestState, RequestState>(
  (inbound) => inbound,
  (outbound) => ({ ...outbound, ...initialRequestState }),
  { whitelist: ['user', 'fileStorage', 'data'] },
);

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
  transforms: [freshRequests],
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
  const api = createApiClient(session, options.baseURL ?? API_BASE);
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: { api, notify: options.notify ?? snackbarNotifier } },
        serializableCheck: {
          // redux-persist's own actions carry functions by design.
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: 100,
        },
        immutableCheck: { warnAfter: 100 },
      }),
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Starts restoring the persisted state; the app renders nothing until it is done. */
export const persistAppStore = (store: AppStore) => persistStore(store);
