/** Every slice's request status (spec section 3). */
export type Status = 'idle' | 'loading' | 'success' | 'fail';

/** The request bookkeeping each slice carries next to its data. */
export interface RequestState {
  status: Status;
  message: string;
  error: string | null;
}

export const initialRequestState: RequestState = { status: 'idle', message: '', error: null };
