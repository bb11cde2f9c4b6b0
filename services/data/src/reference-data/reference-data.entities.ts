import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FileCategory, MediaType } from '@deckforge/proto';

/** Reference tables; rows come from migrations only. */

@Entity({ name: 'template_categories' })
export class TemplateCategoryEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'text', name: 'category_name' })
  categoryName!: string;
}

@Entity({ name: 'deactivation_reasons' })
export class DeactivationReasonEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'text' })
  reason!: string;
}

@Entity({ name: 'supported_files' })
export class SupportedFileEntity {
  @PrimaryColumn({ type: 'text' })
  extension!: string;

  @Column({ type: 'text' })
  category!: FileCategory;

  @Column({ type: 'text' })
  type!: MediaType;

  @Column({ type: 'text' })
  mime!: string;

  @Column({ type: 'int' })
  position!: number;
}

@Entity({ name: 'faq_items' })
export class FaqItemEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'text' })
  question!: string;

  @Column({ type: 'text' })
  answer!: string;
}

@Entity({ name: 'news_items' })
export class NewsItemEntity {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'date' })
  date!: string;

  @Column({ type: 'text' })
  text!: string;
}

export const referenceDataEntities = [
  TemplateCategoryEntity,
  DeactivationReasonEntity,
  SupportedFileEntity,
  FaqItemEntity,
  NewsItemEntity,
];
