import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type {
  DeactivationReason,
  FaqItem,
  NewsItem,
  SupportedFile,
  TemplateCategory,
} from '@deckforge/proto';
import { initialRequestState, type RequestState } from '../../app/status';
import {
  dataThunks,
  fetchDeactivationReasons,
  fetchFaq,
  fetchNews,
  fetchSupportedFiles,
  fetchTemplateCategories,
} from './dataApi';

/** Reference data of spec section 3. */
export interface DataState extends RequestState {
  templateCategories: TemplateCategory[];
  deactivationReasons: DeactivationReason[];
  supportedFiles: SupportedFile[];
  faq: FaqItem[];
  news: NewsItem[];
  isCategoriesFetched: boolean;
  isReasonsFetched: boolean;
}

export const initialDataState: DataState = {
  templateCategories: [],
  deactivationReasons: [],
  supportedFiles: [],
  faq: [],
  news: [],
  isCategoriesFetched: false,
  isReasonsFetched: false,
  ...initialRequestState,
};

export const dataSlice = createSlice({
  name: 'data',
  initialState: initialDataState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchTemplateCategories.fulfilled, (state, { payload }) => {
        state.templateCategories = payload.data;
        state.isCategoriesFetched = true;
      })
      .addCase(fetchDeactivationReasons.fulfilled, (state, { payload }) => {
        state.deactivationReasons = payload.data;
        state.isReasonsFetched = true;
      })
      .addCase(fetchSupportedFiles.fulfilled, (state, { payload }) => {
        state.supportedFiles = payload.data;
      })
      .addCase(fetchFaq.fulfilled, (state, { payload }) => {
        state.faq = payload.data;
      })
      .addCase(fetchNews.fulfilled, (state, { payload }) => {
        state.news = payload.data;
      })
      .addMatcher(isAnyOf(...dataThunks.map((thunk) => thunk.pending)), (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addMatcher(isAnyOf(...dataThunks.map((thunk) => thunk.fulfilled)), (state, { payload }) => {
        state.status = 'success';
        state.message = payload.message;
        state.error = null;
      })
      .addMatcher(
        isAnyOf(...dataThunks.map((thunk) => thunk.rejected)),
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

export const dataReducer = dataSlice.reducer;
