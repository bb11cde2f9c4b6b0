import { BLOB_STORE, createServiceApp, type RunningService } from '@deckforge/kit';
import { TestEnvironment } from '@deckforge/kit/testing';
import { MEDIA_TOKENS, speechTokens } from '@deckforge/proto';
import { ExtractionService } from '../../src/engine/extract';
import { presentationService } from '../../src/presentation.definition';
import { FakeGoogleSpeech } from '../support/fake-google-speech';
import { testMedia } from '../support/sources';
import { storedFile } from '../support/stored-files';

jest.setTimeout(120_000);

describe('transcripts through the Google Cloud Speech adapter (local fake of its REST API)', () => {
  let environment: TestEnvironment;
  let speech: FakeGoogleSpeech;
  let service: RunningService;
  let sut: ExtractionService;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
    // The 55 s chunk of a steady tone compresses to about three times the 15 s one.
    speech = await new FakeGoogleSpeech(({ audio }) =>
      audio.bytes > 200_000 ? 'Welcome to the quarterly review.' : 'Revenue grew in every region.',
    ).start();
    const env = {
      ...environment.env,
      SPEECH_TO_TEXT: 'google',
      GOOGLE_SPEECH_API_KEY: 'test-key',
      GOOGLE_SPEECH_URL: speech.url,
      SPEECH_LANGUAGE: 'en-GB',
    };
    service = await createServiceApp(presentationService, env);
    sut = service.app.get(ExtractionService);
  });

  afterAll(async () => {
    await service?.close();
    await speech?.stop();
    await environment?.close();
  });

  it('sends the audio as 16 kHz mono FLAC chunks and keeps the transcript with its times', async () => {
    const blobs = service.app.get(BLOB_STORE);
    // 70 s of a steady tone, no pause to cut in: two recognition requests (55 s + 15 s).
    const stored = await storedFile(blobs, 'review.wav', testMedia('wav', 70));
    const result = await sut.extract(stored, { transcribe: true });

    expect(speech.calls).toHaveLength(2);
    for (const call of speech.calls) {
      expect(call.apiKey).toBe('test-key');
      expect(call.audio).toMatchObject({ sampleRate: 16000, channels: 1 });
      expect(call.config).toMatchObject({
        encoding: 2, // FLAC (the REST transport sends enums as numbers)
        sampleRateHertz: 16000,
        audioChannelCount: 1,
        languageCode: 'en-GB',
      });
    }
    expect(result.source.media!.transcript).toEqual({
      status: 'available',
      segments: [
        { startSeconds: 0, endSeconds: 2.5, text: 'Welcome to the quarterly review.' },
        { startSeconds: 55, endSeconds: 57.5, text: 'Revenue grew in every region.' },
      ],
    });
    // Charged by length, as it was counted before the transcript was made.
    expect(result.tokens).toBe(MEDIA_TOKENS + speechTokens(70));
  });

  it('asks Google for the language the person chose, which the server default does not override', async () => {
    const blobs = service.app.get(BLOB_STORE);
    const stored = await storedFile(blobs, 'kaigi.mp3', testMedia('mp3', 3));
    const before = speech.calls.length;
    const result = await sut.extract(stored, { transcribe: true, language: 'ja-JP' });
    const calls = speech.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].config).toMatchObject({ languageCode: 'ja-JP' });
    expect(result.source.media!.transcript.status).toBe('available');
  });
});

describe('when speech recognition fails', () => {
  let environment: TestEnvironment;
  let speech: FakeGoogleSpeech;
  let service: RunningService;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
    speech = await new FakeGoogleSpeech(() => undefined, 503).start();
    const env = {
      ...environment.env,
      SPEECH_TO_TEXT: 'google',
      GOOGLE_SPEECH_API_KEY: 'test-key',
      GOOGLE_SPEECH_URL: speech.url,
    };
    service = await createServiceApp(presentationService, env);
  });

  afterAll(async () => {
    await service?.close();
    await speech?.stop();
    await environment?.close();
  });

  it('keeps the media usable without a transcript and does not cache that result', async () => {
    const sut = service.app.get(ExtractionService);
    const blobs = service.app.get(BLOB_STORE);
    const stored = await storedFile(blobs, 'call.mp3', testMedia('mp3', 3));
    const first = await sut.extract(stored, { transcribe: true });
    expect(first.source.media!.transcript).toEqual({
      status: 'unavailable',
      reason: 'speech recognition failed',
    });
    const callsAfterFirst = speech.calls.length;
    expect(callsAfterFirst).toBeGreaterThan(0);
    await sut.extract(stored, { transcribe: true });
    expect(speech.calls.length).toBeGreaterThan(callsAfterFirst);
  });
});
