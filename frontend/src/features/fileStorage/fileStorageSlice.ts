import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { FileMetadata } from '@deckforge/proto';
import { initialRequestState, type RequestState, trackRequests } from '../../app/status';
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
      );
    trackRequests(builder, [...fileStorageThunks]);
  },
});

export const fileStorageReducer = fileStorageSlice.reducer;
