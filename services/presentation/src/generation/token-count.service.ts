import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import {
  TOKENS_PER_CREDIT,
  type FileRef,
  type SpeechLanguage,
  type TokenEstimate,
} from '@deckforge/proto';
import type { PresentationConfig } from '../config';
import type { FileExtraction } from '../engine/extract';
import { SourceFiles } from './source-files.reader';

/** The spec's token estimate: total, limit and tokens per credit, with a per-file breakdown. */
@Injectable()
export class TokenCountService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: PresentationConfig,
    private readonly sources: SourceFiles,
  ) {}

  /** `language`: what the recordings among the files are said in (default SPEECH_LANGUAGE). */
  async count(userId: string, files: FileRef[], language?: SpeechLanguage): Promise<TokenEstimate> {
    const extractions = await this.sources.read(
      userId,
      files.map((file) => file.file_id),
      { language },
    );
    return {
      message: 'Token count calculated successfully',
      ...estimate(extractions, this.config.TOKEN_LIMIT),
    };
  }
}

function estimate(
  extractions: FileExtraction[],
  tokenLimit: number,
): Omit<TokenEstimate, 'message'> {
  return {
    tokenCount: extractions.reduce((sum, extraction) => sum + extraction.tokens, 0),
    tokenLimit,
    tokenPerCredit: TOKENS_PER_CREDIT,
    files: extractions.map((extraction) => ({
      file_id: extraction.stored.file.file_id,
      name: extraction.stored.file.name,
      kind: extraction.kind,
      tokens: extraction.tokens,
      ...(extraction.note ? { note: extraction.note } : {}),
    })),
  };
}
