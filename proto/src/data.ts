import { z } from 'zod';
import { rpc } from './common/contracts';
import type { DataResponse } from './common/responses';

/** Reference data (docs/architecture.md, "Shape"), seeded by the data service's migrations. */

export interface TemplateCategory {
  id: number;
  category_name: string;
}

/** The spec's entity is {id, reason}; the settings screen reads {id, label}: both are sent. */
export interface DeactivationReason {
  id: number;
  reason: string;
  label: string;
}

export const FILE_CATEGORIES = ['media', 'templates'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];

export const MEDIA_TYPES = ['Document', 'Image', 'Audio', 'Video', 'Presentation'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export interface SupportedFile {
  category: FileCategory;
  type: MediaType;
  /** Lower-case, without the dot: `pdf`. */
  extension: string;
  /** The MIME type we store and serve the file as. */
  mime: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface NewsItem {
  /** YYYY-MM-DD */
  date: string;
  text: string;
}

const noPayload = z.object({}).strict();

export const DataRpc = {
  templateCategories: rpc<DataResponse<TemplateCategory[]>>()(
    'data.template-categories.list',
    noPayload,
  ),
  deactivationReasons: rpc<DataResponse<DeactivationReason[]>>()(
    'data.deactivation-reasons.list',
    noPayload,
  ),
  supportedFiles: rpc<DataResponse<SupportedFile[]>>()('data.supported-files.list', noPayload),
  faq: rpc<DataResponse<FaqItem[]>>()('data.faq.list', noPayload),
  news: rpc<DataResponse<NewsItem[]>>()('data.news.list', noPayload),
} as const;

/** The HTTP paths under /api/v1/data and the call each one makes. */
export const DATA_ROUTES = {
  'template-categories': DataRpc.templateCategories,
  'deactivation-reasons': DataRpc.deactivationReasons,
  'supported-files': DataRpc.supportedFiles,
  faq: DataRpc.faq,
  news: DataRpc.news,
} as const;
export type DataRoute = keyof typeof DATA_ROUTES;
