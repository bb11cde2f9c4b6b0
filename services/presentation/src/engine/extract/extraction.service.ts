import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, BLOB_STORE, type BlobStore, MeteredStream } from '@deckforge/kit';
import type { StoredFile } from '@deckforge/proto';
import type { PresentationConfig } from '../../config';
import { costOf } from './token-cost';
import type { ExtractedSource, SourceKind } from './extracted-source';
import { sourceText } from '../../text/source-text';
import { type CacheKey, ExtractionCacheRepository } from './extraction-cache.repository';
import { ExtractionFailure, UnreadableFile } from './extraction-failure';
import { formatOf, isMediaFormat, kindOf } from './file-formats';
import { ExtractionSandbox } from './sandbox/extraction.sandbox';
import { type Extracted, SourceReader } from './source-reader';
import { SPEECH_TO_TEXT, type SpeechProgress, type SpeechToText } from './speech/speech-to-text';

/** Bump when extraction changes what it produces: older cache entries are then ignored. */
const EXTRACTOR_VERSION = 10;

/** Largest file read for extraction (uploads are limited well below this). */
const MAX_SOURCE_BYTES = 512 * 1024 * 1024;

/** What a generation asks more of extraction than a count does. */
export interface ExtractOptions {
  /** The spoken language of recordings (default SPEECH_LANGUAGE): part of their cache key. */
  language?: string;
  /** Transcribe recordings now (a count leaves them `pending` and charges by their length). */
  transcribe?: boolean;
  /** Recognition progress of the file at `fileIndex` of those asked for. */
  progress?: (fileIndex: number, done: number, total: number) => void | Promise<void>;
}

export interface FileExtraction {
  stored: StoredFile;
  kind: SourceKind;
  /** Tokens charged: counted text plus fixed costs. */
  tokens: number;
  note?: string;
  /** With every blob key filled in (the file's own key where the source keeps the original). */
  source: ExtractedSource;
}

/**
 * Turns stored files into sources the planner and the counter use, once per content: the
 * digest of a blob is remembered, and what its content gave (or why it cannot be used) is kept
 * in the extraction cache. Every failure names the file.
 */
@Injectable()
export class ExtractionService {
  private readonly logger = new Logger(ExtractionService.name);
  private readonly inFlight = new Map<string, Promise<FileExtraction>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly cache: ExtractionCacheRepository,
    private readonly sandbox: ExtractionSandbox,
    private readonly reader: SourceReader,
    @Inject(SPEECH_TO_TEXT) private readonly speech: SpeechToText,
  ) {}

  /** Several files, a few at a time; the first failure (naming its file) wins. */
  async extractAll(files: StoredFile[], options: ExtractOptions = {}): Promise<FileExtraction[]> {
    const results: FileExtraction[] = new Array(files.length);
    let next = 0;
    const lane = async () => {
      while (next < files.length) {
        const index = next++;
        results[index] = await this.extract(files[index], options, index);
      }
    };
    const lanes = Math.max(1, Math.min(this.config.EXTRACT_WORKERS, files.length));
    await Promise.all(Array.from({ length: lanes }, lane));
    return results;
  }

  extract(
    stored: StoredFile,
    options: ExtractOptions = {},
    fileIndex = 0,
  ): Promise<FileExtraction> {
    const language = options.language ?? this.config.SPEECH_LANGUAGE;
    const key = [
      stored.blobKey,
      stored.file.file_id,
      options.transcribe ? 'speech' : '',
      language,
    ].join('\u0000');
    let pending = this.inFlight.get(key);
    if (!pending) {
      const speech = options.transcribe
        ? {
            progress: (done: number, total: number) => options.progress?.(fileIndex, done, total),
          }
        : undefined;
      pending = this.extractOnce(stored, language, speech).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async extractOnce(
    stored: StoredFile,
    language: string,
    speech?: { progress?: SpeechProgress },
  ): Promise<FileExtraction> {
    const name = stored.file.name;
    const format = formatOf(name, stored.file.type);
    if (!format) throw new ExtractionFailure(name, 'its file type is not supported');
    // A recording is read (and kept) per spoken language; anything else once.
    const key = { version: EXTRACTOR_VERSION, language: isMediaFormat(format) ? language : '' };
    const known = await this.cache.digestOf(stored.blobKey);
    if (known) {
      const hit = await this.fromCache(stored, known.sha256, key, !!speech);
      if (hit) return hit;
    }
    const workdir = await mkdtemp(join(tmpdir(), 'deckforge-extract-'));
    try {
      const local = join(workdir, `source${extname(name).toLowerCase()}`);
      const { sha256, size } = await this.download(stored.blobKey, local);
      if (!known) await this.cache.rememberDigest(stored.blobKey, sha256, size);
      const hit =
        known?.sha256 === sha256 ? undefined : await this.fromCache(stored, sha256, key, !!speech);
      if (hit) return hit;
      let extracted: Extracted;
      try {
        extracted = await this.reader.read(
          { format, path: local, workdir, sha256, size },
          language,
          speech,
        );
      } catch (error) {
        if (!(error instanceof UnreadableFile)) throw error;
        if (error.permanent)
          await this.cache.save({
            contentSha256: sha256,
            ...key,
            kind: kindOf(format),
            textTokens: 0,
            source: null,
            failure: error.reason,
            withoutSpeech: false,
          });
        throw new ExtractionFailure(name, error.reason, error.permanent);
      }
      const textTokens = (
        await this.sandbox.run({ task: 'count-tokens', text: sourceText(extracted.source) })
      ).tokens;
      if (extracted.cacheable)
        await this.cache.save({
          contentSha256: sha256,
          ...key,
          kind: extracted.source.kind,
          textTokens,
          source: extracted.source,
          failure: null,
          withoutSpeech: extracted.withoutSpeech,
        });
      return this.result(stored, extracted.source, textTokens);
    } finally {
      await rm(workdir, { recursive: true, force: true }).catch((error: unknown) =>
        this.logger.warn(`Could not remove ${workdir}: ${String(error)}`),
      );
    }
  }

  private async fromCache(
    stored: StoredFile,
    sha256: string,
    key: CacheKey,
    transcribe: boolean,
  ): Promise<FileExtraction | undefined> {
    const entry = await this.cache.find(sha256, key);
    if (!entry) return undefined;
    if (entry.failure) throw new ExtractionFailure(stored.file.name, entry.failure);
    // Media read without its transcript: read again when a transcript is wanted and can be made,
    // or when one was expected and recognition has been switched off since.
    const recognition = !!key.language && !this.speech.unavailableReason(key.language);
    const status = entry.source?.media?.transcript.status;
    if (entry.withoutSpeech && recognition && transcribe) return undefined;
    if (status === 'pending' && !recognition) return undefined;
    return this.result(stored, entry.source!, entry.textTokens);
  }

  private result(stored: StoredFile, source: ExtractedSource, textTokens: number): FileExtraction {
    const resolved: ExtractedSource = {
      ...source,
      pictures: source.pictures.map((picture) => ({
        ...picture,
        blobKey: picture.blobKey ?? stored.blobKey,
      })),
      ...(source.media
        ? { media: { ...source.media, blobKey: source.media.blobKey ?? stored.blobKey } }
        : {}),
    };
    const { tokens, note } = costOf(resolved, textTokens);
    return { stored, kind: resolved.kind, tokens, ...(note ? { note } : {}), source: resolved };
  }

  /** Copies a blob to a local file, hashing it on the way. */
  private async download(
    blobKey: string,
    target: string,
  ): Promise<{ sha256: string; size: number }> {
    const meter = new MeteredStream(MAX_SOURCE_BYTES);
    await pipeline(await this.blobs.read(blobKey), meter, createWriteStream(target));
    return { sha256: meter.sha256, size: meter.byteCount };
  }
}
