import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { FileMetadata } from '@deckforge/proto';
import { initialRequestState, type RequestState } from '../../app/status';
import { deactivate, logout } from '../user/userApi';
import { sessionEnded } from '../user/userSlice';
import { fetchFileMetadata, fileStorageThunks } from './fileStorageApi';

/** File storage state of spec section 3. */
export interface FileStorageState extends RequestState {
  fileMetadata: FileMetadata[];
}

export const initialFileStorageState: FileStorageState = {
  fileMetadata: [],
  ...initialRequestState,
};

export const fileStorageSlice = createSlice({
  name: 'fileStorage',
  initialState: initialFileStorageState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchFileMetadata.fulfilled, (state, { payload }) => {
        state.fileMetadata = payload.data;
      })
      // Someone else may sign in on this browser next: their list starts empty.
      .addMatcher(
        isAnyOf(logout.fulfilled, logout.rejected, deactivate.fulfilled, sessionEnded),
        () => initialFileStorageState,
      )
      .addMatcher(isAnyOf(...fileStorageThunks.map((thunk) => thunk.pending)), (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(
        isAnyOf(...fileStorageThunks.map((thunk) => thunk.fulfilled)),
        (state, { payload }) => {
          state.status = 'success';
          state.message = payload.message;
          state.error = null;
        },
      )
      .addMatcher(
        isAnyOf(...fileStorageThunks.map((thunk) => thunk.rejected)),
        (state, { payload, meta }) => {
          if (meta.aborted) {
            state.status = 'idle';
            return;
          }
          state.status = 'fail';
          state.message = '';
          state.error = payload?.message ?? null;
        },
      );
  },
});

export const fileStorageReducer = fileStorageSlice.reducer;
