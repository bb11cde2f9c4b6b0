import { createAction, isAnyOf } from '@reduxjs/toolkit';
import type { MessageResponse } from '@deckforge/proto';
import { api } from '../api/api';
import type { DeactivationArgs } from '../api/userApi';

/**
 * What ends the session in this browser, whichever screen starts it. Every slice that holds a
 * person's data forgets it on `sessionClosed` (and the toast listener empties the API's cache),
 * so features never import each other to find out.
 */

/** The HTTP client could not refresh: the server has forgotten this session. */
export const sessionEnded = createAction('user/sessionEnded');

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/user/logout', method: 'POST', body: {} }),
      extraOptions: { action: 'logging out' },
    }),
    deactivate: build.mutation<MessageResponse, DeactivationArgs>({
      query: (body) => ({ url: '/user/deactivation', method: 'POST', body }),
      extraOptions: { action: 'deactivating your account' },
    }),
  }),
});

export const { useLogoutMutation, useDeactivateMutation } = sessionApi;
const { logout, deactivate } = sessionApi.endpoints;

/** A logout that fails on the server still ends the session here (shared computers). */
export const sessionClosed = isAnyOf(
  logout.matchFulfilled,
  logout.matchRejected,
  deactivate.matchFulfilled,
  sessionEnded,
);
