import { createAsyncThunk } from '@reduxjs/toolkit';
import { Messages } from '@deckforge/proto';
import type { ApiClient } from '../api/client';
import { type ApiFailure, isCancellation, toApiFailure } from '../api/errors';
import type { Notifier } from './notifier';
import type { RootState } from './store';

/** What every thunk gets besides its argument: the HTTP client and the toaster. */
export interface ThunkExtra {
  api: ApiClient;
  notify: Notifier;
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  extra: ThunkExtra;
  rejectValue: ApiFailure;
}>();

export interface CallContext {
  api: ApiClient;
  signal: AbortSignal;
  state: RootState;
}

export interface ApiThunkOptions {
  /**
   * Toast the server's message on success (default). Background reads (session check, reference
   * lists, balance) stay quiet: a toast on every page load would drown the ones that matter.
   */
  announceSuccess?: boolean;
}

/**
 * A call with one set of outcomes (docs/decisions.md, "Frontend (public site and shell)":
 * Toasts): success toasts the server's message (or 'Operation
 * successful'); failure rejects with {message, requestCode}, toasts the message and logs it.
 * `action` completes 'An unknown error occurred while …' for failures that are not HTTP errors.
 */
export function apiThunk<Result extends { message?: string }, Arg = void>(
  type: string,
  action: string,
  call: (arg: Arg, context: CallContext) => Promise<Result>,
  options: ApiThunkOptions = {},
) {
  return createAppAsyncThunk<Result, Arg>(
    type,
    async (arg, { extra, signal, getState, rejectWithValue }) => {
      try {
        const result = await call(arg, { api: extra.api, signal, state: getState() });
        if (options.announceSuccess ?? true) {
          extra.notify.success(result.message || Messages.operationSuccessful);
        }
        return result;
      } catch (error) {
        // Cancelled by us (the screen that asked is gone): an aborted outcome, nobody to tell.
        if (isCancellation(error) || signal.aborted) throw error;
        const failure = toApiFailure(error, action);
        console.error(`${type} failed: ${failure.message}`);
        extra.notify.error(failure.message);
        return rejectWithValue(failure);
      }
    },
  );
}
