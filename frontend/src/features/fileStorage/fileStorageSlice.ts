import { createSlice } from '@reduxjs/toolkit';
import type { FileMetadata } from '@deckforge/proto';
import {
  deleteFile,
  fetchFileMetadata,
  fileStorageThunks,
  uploadFile,
} from '../../api/fileStorageApi';
import { sessionClosed } from '../../app/sessionActions';
import { initialRequestState, type RequestState, trackRequests } from '../../app/status';

/** The signed-in person's library (persisted; forgotten when the session closes). */
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
      .addCase(uploadFile.fulfilled, (state, { payload }) => {
        const added = new Set(payload.data.map((file) => file.file_id));
        state.fileMetadata = [
          ...state.fileMetadata.filter((file) => !added.has(file.file_id)),
          ...payload.data,
        ];
      })
      .addCase(deleteFile.fulfilled, (state, { meta }) => {
        state.fileMetadata = state.fileMetadata.filter((file) => file.file_id !== meta.arg.fileId);
      })
      // Someone else may sign in on this browser next: their list starts empty.
      .addMatcher(sessionClosed, () => initialFileStorageState);
    trackRequests(builder, [...fileStorageThunks]);
  },
});

export const fileStorageReducer = fileStorageSlice.reducer;
