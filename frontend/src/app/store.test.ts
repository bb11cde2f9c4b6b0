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
  it('is kept under the key root, restored within 5000 ms, with its four slices', () => {
    expect(PERSIST_KEY).toBe('root');
    expect(persistConfig.timeout).toBe(PERSIST_TIMEOUT_MS);
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    // The Create form's draft too: it must outlive the trip to the checkout (issue 30).
    expect(Object.keys(makeStore().getState()).sort()).toEqual([
      'createDraft',
      'data',
      'fileStorage',
      'user',
    ]);
  });

  it('writes state to localStorage and restores it in a new page', async () => {
    const first = makeStore({
      user: {
        ...initialUserState,
        isAuthenticated: true,
        userEmail: 'ada@example.com',
        status: 'loading',
        message: 'Working',
        error: 'x',
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
    // The session survives a reload; a request that was in flight does not.
    expect(second.getState().user).toMatchObject({
      isAuthenticated: true,
      userEmail: 'ada@example.com',
      status: 'idle',
      message: '',
      error: null,
    });
    // Stop both stores writing once the test (and its window) is gone.
    persistor.pause();
    restored.pause();
  });
});
