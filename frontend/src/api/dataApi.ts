import type {
  DataResponse,
  DataRoute,
  DeactivationReason,
  FaqItem,
  NewsItem,
  SupportedFile,
  TemplateCategory,
} from '@deckforge/proto';
import { api } from './api';

/** Reference lists change with a deployment, not while someone works: kept for an hour. */
const REFERENCE_KEPT_SECONDS = 60 * 60;

/** GET /data/<route>: one reference list, fetched quietly (failures still toast). */
const list = <T>(route: DataRoute, what: string) => ({
  query: () => ({ url: `/data/${route}` }),
  transformResponse: (reply: DataResponse<T[]>) => reply.data,
  providesTags: [{ type: 'Reference' as const, id: route }],
  keepUnusedDataFor: REFERENCE_KEPT_SECONDS,
  extraOptions: { action: `fetching ${what}` },
});

const dataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTemplateCategories: build.query<TemplateCategory[], void>(
      list('template-categories', 'the template categories'),
    ),
    getDeactivationReasons: build.query<DeactivationReason[], void>(
      list('deactivation-reasons', 'the deactivation reasons'),
    ),
    getSupportedFiles: build.query<SupportedFile[], void>(
      list('supported-files', 'the supported files'),
    ),
    getFaq: build.query<FaqItem[], void>(list('faq', 'the FAQ')),
    getNews: build.query<NewsItem[], void>(list('news', 'the news')),
  }),
});

export const {
  useGetTemplateCategoriesQuery,
  useGetDeactivationReasonsQuery,
  useGetSupportedFilesQuery,
  useGetFaqQuery,
  useGetNewsQuery,
} = dataApi;
