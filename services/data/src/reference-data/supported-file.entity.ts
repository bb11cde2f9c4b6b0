import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FileCategory, MediaType } from '@deckforge/proto';

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
