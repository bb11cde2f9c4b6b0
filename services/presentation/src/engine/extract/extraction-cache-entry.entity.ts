import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { ExtractedSource, SourceKind } from './extracted-source';

/** What extracting some bytes gave, kept per content digest, extractor version and spoken language. */
@Entity({ name: 'extraction_cache' })
export class ExtractionCacheEntry {
  @PrimaryColumn({ type: 'char', length: 64, name: 'content_sha256' })
  contentSha256!: string;

  @PrimaryColumn({ type: 'int' })
  version!: number;

  /** A recording's spoken language (BCP 47), '' for every other file. */
  @PrimaryColumn({ type: 'text', default: '' })
  language!: string;

  @Column({ type: 'text' })
  kind!: SourceKind;

  @Column({ type: 'int', name: 'text_tokens' })
  textTokens!: number;

  /** Null when the content cannot be used; `failure` says why. */
  @Column({ type: 'jsonb', nullable: true })
  source!: ExtractedSource | null;

  @Column({ type: 'text', nullable: true })
  failure!: string | null;

  /** Media extracted while speech recognition was off: extract again once it is on. */
  @Column({ type: 'boolean', name: 'without_speech', default: false })
  withoutSpeech!: boolean;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', name: 'used_at', default: () => 'now()' })
  usedAt!: Date;
}
