import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@deckforge/kit';
import type { PresentationConfig } from '../../config';
import { ExtractionCacheRepository } from './extraction-cache.repository';
import { ExtractionCacheSweeper } from './extraction-cache.sweeper';
import { ExtractionService } from './extraction.service';
import { ffmpegBinary } from './media/ffmpeg';
import { MediaReader } from './media/media.reader';
import { MediaTools } from './media/media-tools';
import { PictureReader } from './parsers/picture.reader';
import { ExtractionSandbox } from './sandbox/extraction.sandbox';
import { GoogleSpeechAdapter } from './speech/google-speech.adapter';
import { PocketSphinxAdapter } from './speech/pocketsphinx.adapter';
import { SourceReader } from './source-reader';
import { SPEECH_TO_TEXT, SpeechRecognitionOff } from './speech/speech-to-text';

/**
 * Reading every supported file type, cached per content, and the hourly sweep of that cache.
 * Used by the service and the worker; both sweep, which is harmless (a row goes once).
 */
@Module({
  providers: [
    ExtractionSandbox,
    ExtractionCacheRepository,
    ExtractionCacheSweeper,
    PictureReader,
    MediaReader,
    SourceReader,
    ExtractionService,
    {
      provide: MediaTools,
      inject: [APP_CONFIG],
      useFactory: (config: PresentationConfig) =>
        new MediaTools(ffmpegBinary(config.FFMPEG_PATH), config.EXTRACT_TIMEOUT_MS),
    },
    {
      provide: SPEECH_TO_TEXT,
      inject: [APP_CONFIG],
      useFactory: (config: PresentationConfig) =>
        config.SPEECH_TO_TEXT === 'google'
          ? new GoogleSpeechAdapter({
              apiKey: config.GOOGLE_SPEECH_API_KEY,
              endpoint: config.GOOGLE_SPEECH_URL,
            })
          : config.SPEECH_TO_TEXT === 'offline'
            ? new PocketSphinxAdapter({
                binary: config.POCKETSPHINX_PATH,
                modelsDirectory: config.POCKETSPHINX_MODELS,
                workers: config.SPEECH_WORKERS,
              })
            : new SpeechRecognitionOff(),
    },
  ],
  exports: [ExtractionService, ExtractionCacheRepository, SPEECH_TO_TEXT],
})
export class ExtractionModule {}
