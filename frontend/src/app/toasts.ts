import {
  createListenerMiddleware,
  isFulfilled,
  isRejectedWithValue,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { Messages } from '@deckforge/proto';
import { api } from '../api/api';
import type { CallFailure, CallMeta } from '../api/baseQuery';
import type { Notifier } from './notifier';
import { sessionClosed } from './sessionActions';

/** An outcome of the API, with what its endpoint asked to be told (api/baseQuery.ts). */
interface ApiOutcome extends UnknownAction {
  meta: { arg: { endpointName: string }; baseQueryMeta?: CallMeta };
}

const fromApi = (action: UnknownAction): action is ApiOutcome =>
  action.type.startsWith(`${api.reducerPath}/`) &&
  (action as Partial<ApiOutcome>).meta?.baseQueryMeta !== undefined;

/**
 * The app's toasts (docs/decisions.md, "Frontend (public site and shell)": Toasts), one place for
 * every call: success toasts the server's message (or 'Operation successful') when the endpoint
 * announces; failure toasts {message} and logs it unless the endpoint is quiet (its screen says
 * what happened in place); a call we cancelled ourselves tells nobody. Also: a closed session
 * empties the API's cache, so the next person on this browser never sees the last one's data.
 */
export function createToastListener(notify: Notifier) {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => isFulfilled(action) && fromApi(action),
    effect: (action) => {
      const { meta, payload } = action as ApiOutcome & { payload: unknown };
      if (!meta.baseQueryMeta?.announce) return;
      const message = (payload as { message?: string } | undefined)?.message;
      notify.success(message || Messages.operationSuccessful);
    },
  });
  listener.startListening({
    predicate: (action) => isRejectedWithValue(action) && fromApi(action),
    effect: (action) => {
      const { meta, payload } = action as ApiOutcome & { payload: CallFailure };
      if (payload.aborted) return;
      console.error(`${meta.arg.endpointName} failed: ${payload.message}`);
      if (!meta.baseQueryMeta?.quiet) notify.error(payload.message);
    },
  });
  listener.startListening({
    matcher: sessionClosed,
    effect: async (_action, { delay, dispatch }) => {
      // A call that found the session gone still reports its failure (and toast) first.
      await delay(0);
      dispatch(api.util.resetApiState());
    },
  });
  return listener;
}
