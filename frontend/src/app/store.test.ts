import { describe, expect, it } from 'vitest';
import { initialUserState } from '../features/user/userSlice';
import {
  makeStore,
  PERSIST_KEY,
  PERSIST_TIMEOUT_MS,
  persistAppStore,
  persistConfig,
} from './store';

const persisted = () => JSON.parse(window.localStorage.getItem(`persist:${PERSIST_KEY}`) ?? '{}');

describe('the persisted store', () => {
  it('is kept under the key root, restored within 5000 ms, with client state only', () => {
    expect(PERSIST_KEY).toBe('root');
    expect(persistConfig.timeout).toBe(PERSIST_TIMEOUT_MS);
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    // The Create form's draft too: it must outlive the trip to the checkout (issue 30).
    expect(Object.keys(makeStore().getState()).sort()).toEqual(['api', 'createDraft', 'user']);
    // Server state lives in the API's cache and is asked for again in a new page.
    expect(persistConfig.whitelist).toEqual(['user', 'createDraft']);
  });

  it('writes state to localStorage and restores it in a new page', async () => {
    const first = makeStore({
      user: {
        ...initialUserState,
        isAuthenticated: true,
        userEmail: 'ada@example.com',
      },
    });
    const persistor = persistAppStore(first);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    await persistor.flush();
    expect(JSON.parse(persisted().user)).toMatchObject({
      isAuthenticated: true,
      userEmail: 'ada@example.com',
    });

    const second = makeStore();
    const restored = persistAppStore(second);
    await new Promise<void>((resolve) => {
      if (restored.getState().bootstrapped) resolve();
      else restored.subscribe(() => restored.getState().bootstrapped && resolve());
    });
    // The session survives a reload; the API's cache is never written.
    expect(second.getState().user).toMatchObject({
      isAuthenticated: true,
      userEmail: 'ada@example.com',
    });
    expect(persisted()).not.toHaveProperty('api');
    // Stop both stores writing once the test (and its window) is gone.
    persistor.pause();
    restored.pause();
  });
});
