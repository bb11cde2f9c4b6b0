import { createSlice } from '@reduxjs/toolkit';
import type {
  DeactivationReason,
  FaqItem,
  NewsItem,
  SupportedFile,
  TemplateCategory,
} from '@deckforge/proto';
import {
  dataThunks,
  fetchDeactivationReasons,
  fetchFaq,
  fetchNews,
  fetchSupportedFiles,
  fetchTemplateCategories,
} from '../../api/dataApi';
import { initialRequestState, type RequestState, trackRequests } from '../../app/status';

/** Reference data from /data/* (persisted: asked for once). */
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
      });
    trackRequests(builder, [...dataThunks]);
  },
});

export const dataReducer = dataSlice.reducer;
