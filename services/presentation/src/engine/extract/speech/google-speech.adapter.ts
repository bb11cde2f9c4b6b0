import { readFile } from 'node:fs/promises';
import { v1 } from '@google-cloud/speech';
import type { TranscriptSegment } from '../extracted-source';
import type { AudioChunk } from '../media/media-tools';
import type { SpeechProgress, SpeechToText } from './speech-to-text';

export interface GoogleSpeechOptions {
  apiKey?: string;
  /** `https://speech.googleapis.com` unless another endpoint (regional, or a local fake) is set. */
  endpoint?: string;
}

/** Chunks recognised at once: enough to overlap network waits, few enough for quotas. */
const PARALLEL_REQUESTS = 3;

/**
 * Google Cloud Speech-to-Text v1 over its REST transport (HTTP/1.1 + JSON, `fallback`), one
 * synchronous `recognize` per chunk of at most a minute of 16 kHz mono FLAC, in the language the
 * person chose (no `alternativeLanguageCodes`: Google meant them for short commands and gets the
 * best results from one language; docs/decisions.md, "Spoken language"). Credentials: an API
 * key when given, else Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS).
 */
export class GoogleSpeechAdapter implements SpeechToText {
  readonly audioFormat = 'flac';
  private readonly client: v1.SpeechClient;

  constructor(options: GoogleSpeechOptions) {
    const endpoint = options.endpoint ? new URL(options.endpoint) : undefined;
    this.client = new v1.SpeechClient({
      fallback: true,
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
      ...(endpoint
        ? {
            apiEndpoint: endpoint.hostname,
            port: Number(endpoint.port || (endpoint.protocol === 'http:' ? 80 : 443)),
            protocol: endpoint.protocol.replace(':', ''),
          }
        : {}),
    });
  }

  /** Every language of SPEECH_LANGUAGES is one Google recognises. */
  unavailableReason(): undefined {
    return undefined;
  }

  async transcribe(
    chunks: AudioChunk[],
    language: string,
    progress?: SpeechProgress,
  ): Promise<TranscriptSegment[]> {
    const results: TranscriptSegment[][] = new Array(chunks.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < chunks.length) {
        const index = next++;
        results[index] = await this.recognise(chunks[index], language);
        await progress?.(++done, chunks.length);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, chunks.length) }, worker));
    return results.flat();
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private async recognise(chunk: AudioChunk, language: string): Promise<TranscriptSegment[]> {
    const [response] = await this.client.recognize({
      config: {
        encoding: 'FLAC',
        sampleRateHertz: 16_000,
        audioChannelCount: 1,
        languageCode: language,
        enableAutomaticPunctuation: true,
      },
      audio: { content: (await readFile(chunk.path)).toString('base64') },
    });
    const segments: TranscriptSegment[] = [];
    let start = chunk.startSeconds;
    for (const result of response.results ?? []) {
      const text = result.alternatives?.[0]?.transcript?.trim();
      const offset = seconds(result.resultEndTime);
      const end = offset > 0 ? chunk.startSeconds + offset : start;
      if (text) segments.push({ startSeconds: start, endSeconds: Math.max(start, end), text });
      start = Math.max(start, end);
    }
    if (segments.length === 0) return [];
    segments[segments.length - 1].endSeconds = Math.min(
      segments[segments.length - 1].endSeconds,
      chunk.endSeconds,
    );
    return segments;
  }
}

/** protobuf Duration (or its JSON string form "1.500s") in seconds. */
function seconds(duration: unknown): number {
  if (!duration) return 0;
  if (typeof duration === 'string') return Number.parseFloat(duration) || 0;
  const { seconds: whole, nanos } = duration as {
    seconds?: number | string | { toNumber(): number };
    nanos?: number;
  };
  const wholeSeconds =
    typeof whole === 'object' && whole !== null ? whole.toNumber() : Number(whole ?? 0);
  return wholeSeconds + (nanos ?? 0) / 1e9;
}
