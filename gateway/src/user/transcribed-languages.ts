import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, ServiceClient } from '@deckforge/kit';
import { PresentationRpc, type SpeechLanguage } from '@deckforge/proto';
import type { GatewayConfig } from '../config';

/** GET /config must answer before anyone signs in, fast, even with presentation down. */
const ASK_TIMEOUT_MS = 2_000;
/** After no answer, /config says nothing (without waiting) for this long before asking again. */
const RETRY_AFTER_MS = 30_000;

/**
 * The spoken languages the presentation service transcribes, for the Create form. The engine
 * changes only with a deployment, so an answer is kept for DATA_CACHE_TTL_MS; without one (the
 * service did not answer in time) the form is told nothing (null) for RETRY_AFTER_MS.
 */
@Injectable()
export class TranscribedLanguages {
  private readonly logger = new Logger(TranscribedLanguages.name);
  private known?: { languages: SpeechLanguage[] | null; until: number };

  constructor(
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly client: ServiceClient,
  ) {}

  async get(): Promise<SpeechLanguage[] | null> {
    if (this.known && this.known.until > Date.now()) return this.known.languages;
    try {
      const { languages } = await this.client.send(
        PresentationRpc.transcribedLanguages,
        {},
        { timeoutMs: ASK_TIMEOUT_MS },
      );
      this.known = { languages, until: Date.now() + this.config.DATA_CACHE_TTL_MS };
      return languages;
    } catch (error) {
      this.logger.warn({ message: 'Transcribed languages unknown for now', err: error });
      this.known = { languages: null, until: Date.now() + RETRY_AFTER_MS };
      return null;
    }
  }
}
