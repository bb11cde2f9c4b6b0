import type {
  DataResponse,
  DataRoute,
  DeactivationReason,
  FaqItem,
  NewsItem,
  SupportedFile,
  TemplateCategory,
} from '@deckforge/proto';
import { apiThunk } from '../app/thunk';

/** GET /data/<route>: reference lists, fetched quietly (failures still toast). */
const fetchList = <T>(route: DataRoute, what: string) =>
  apiThunk<DataResponse<T[]>>(
    `data/${route}`,
    `fetching ${what}`,
    async (_arg, { api, signal }) => api.get(`/data/${route}`, { signal }),
    { announceSuccess: false },
  );

export const fetchTemplateCategories = fetchList<TemplateCategory>(
  'template-categories',
  'the template categories',
);
export const fetchDeactivationReasons = fetchList<DeactivationReason>(
  'deactivation-reasons',
  'the deactivation reasons',
);
export const fetchSupportedFiles = fetchList<SupportedFile>(
  'supported-files',
  'the supported files',
);
export const fetchFaq = fetchList<FaqItem>('faq', 'the FAQ');
export const fetchNews = fetchList<NewsItem>('news', 'the news');

export const dataThunks = [
  fetchTemplateCategories,
  fetchDeactivationReasons,
  fetchSupportedFiles,
  fetchFaq,
  fetchNews,
] as const;
