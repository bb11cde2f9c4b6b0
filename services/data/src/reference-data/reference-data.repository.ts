import { Injectable } from '@nestjs/common';
import type {
  DeactivationReason,
  FaqItem,
  NewsItem,
  SupportedFile,
  TemplateCategory,
} from '@deckforge/proto';
import { DataSource } from 'typeorm';
import { DeactivationReasonEntity } from './deactivation-reason.entity';
import { FaqItemEntity } from './faq-item.entity';
import { NewsItemEntity } from './news-item.entity';
import { SupportedFileEntity } from './supported-file.entity';
import { TemplateCategoryEntity } from './template-category.entity';

/** The only place that queries the reference tables; returns the contract shapes. */
@Injectable()
export class ReferenceDataRepository {
  constructor(private readonly dataSource: DataSource) {}

  async templateCategories(): Promise<TemplateCategory[]> {
    const rows = await this.dataSource
      .getRepository(TemplateCategoryEntity)
      .find({ order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, category_name: row.categoryName }));
  }

  async deactivationReasons(): Promise<DeactivationReason[]> {
    const rows = await this.dataSource
      .getRepository(DeactivationReasonEntity)
      .find({ order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, reason: row.reason, label: row.reason }));
  }

  async supportedFiles(): Promise<SupportedFile[]> {
    const rows = await this.dataSource
      .getRepository(SupportedFileEntity)
      .find({ order: { position: 'ASC' } });
    return rows.map(({ category, type, extension, mime }) => ({ category, type, extension, mime }));
  }

  async faq(): Promise<FaqItem[]> {
    const rows = await this.dataSource.getRepository(FaqItemEntity).find({ order: { id: 'ASC' } });
    return rows.map(({ question, answer }) => ({ question, answer }));
  }

  /** Newest first, as a news page reads. */
  async news(): Promise<NewsItem[]> {
    const rows = await this.dataSource
      .getRepository(NewsItemEntity)
      .find({ order: { date: 'DESC', id: 'DESC' } });
    return rows.map(({ date, text }) => ({ date, text }));
  }
}
