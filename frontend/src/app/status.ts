import { type ActionReducerMapBuilder, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';

/** Every slice's request status: what its last call is doing, and what it answered. */
export type Status = 'idle' | 'loading' | 'success' | 'fail';

/** The request bookkeeping each slice carries next to its data. */
export interface RequestState {
  status: Status;
  message: string;
  error: string | null;
}

/** Any thunk, by the shape RTK's isPending/isFulfilled/isRejected accept (not exported by RTK). */
interface AnyApiThunk {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matchers of any action
  pending: { match: (action: any) => action is any };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matchers of any action
  fulfilled: { match: (action: any) => action is any };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matchers of any action
  rejected: { match: (action: any) => action is any };
}

export const initialRequestState: RequestState = { status: 'idle', message: '', error: null };

/**
 * The status/message/error bookkeeping for a slice's thunks: loading while
 * pending; success with the server's message; fail with the error, message cleared. A call its
 * screen abandoned (aborted) returns to idle.
 */
export function trackRequests<S extends RequestState>(
  builder: ActionReducerMapBuilder<S>,
  thunks: [AnyApiThunk, ...AnyApiThunk[]],
) {
  builder
    .addMatcher(isPending(...thunks), (state) => {
      state.status = 'loading';
      state.error = null;
    })
    .addMatcher(isFulfilled(...thunks), (state, { payload }) => {
      state.status = 'success';
      state.message = (payload as { message?: string } | undefined)?.message ?? '';
      state.error = null;
    })
    .addMatcher(isRejected(...thunks), (state, { payload, meta }) => {
      if ((meta as { aborted?: boolean }).aborted) {
        state.status = 'idle';
        return;
      }
      state.status = 'fail';
      state.message = '';
      state.error = (payload as { message?: string } | undefined)?.message ?? null;
    });
}
