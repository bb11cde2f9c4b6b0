import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { MessageResponse } from '@deckforge/proto';
import type { DeactivationArgs } from '../api/userApi';
import { apiThunk } from './thunk';

/**
 * What ends the session in this browser, whichever screen starts it. Every slice that holds a
 * person's data forgets it on `sessionClosed`, so features never import each other to find out.
 */

/** The HTTP client could not refresh: the server has forgotten this session. */
export const sessionEnded = createAction('user/sessionEnded');

export const logout = apiThunk<MessageResponse>(
  'user/logout',
  'logging out',
  async (_arg, { api, signal }) => api.post('/user/logout', {}, { signal }),
);

export const deactivate = apiThunk<MessageResponse, DeactivationArgs>(
  'user/deactivate',
  'deactivating your account',
  async (body, { api, signal }) => api.post('/user/deactivation', body, { signal }),
);

/** A logout that fails on the server still ends the session here (shared computers). */
export const sessionClosed = isAnyOf(
  logout.fulfilled,
  logout.rejected,
  deactivate.fulfilled,
  sessionEnded,
);
