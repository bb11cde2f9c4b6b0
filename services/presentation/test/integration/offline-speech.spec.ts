import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { type DeckPlan, MEDIA_TOKENS, speechTokens } from '@deckforge/proto';
import { planDeck } from '../../src/engine/plan';
import { downloadAssets } from '../../src/worker/deck-assets';
import { renderDeck, checkPackage } from '../../src/engine/package';
import { sharedFixture, spokenMedia, spokenSlideshow, testMedia } from '../support/sources';
import { type ExtractionSuite, useExtractionService } from '../support/extraction-service';

jest.setTimeout(240_000);

/** What a generation does with a recording: transcribe it, then plan the deck from it. */
async function deckOf(suite: ExtractionSuite, name: string, bytes: Buffer) {
  const extraction = await suite.sut.extract(await suite.store(name, bytes), { transcribe: true });
  const plan = planDeck('Lecture', [{ name, source: extraction.source }]);
  return { extraction, plan };
}

/** Where `npm run gallery`-style runs keep the rendered deck to look at. */
const GALLERY = process.env.DECK_GALLERY_DIR;
const BRANDED_TEMPLATE = 'templates/office-branded.pptx';

/**
 * `plan` rendered into the shared branded template (kept in GALLERY as `galleryName`), or
 * undefined with a warning where the shared fixtures are not there: what the test checked before
 * rendering still stands.
 */
async function renderBranded(
  suite: ExtractionSuite,
  plan: DeckPlan,
  galleryName: string,
): Promise<JSZip | undefined> {
  const template = sharedFixture(BRANDED_TEMPLATE);
  if (!template) {
    console.warn(`No ${BRANDED_TEMPLATE}: the shared fixtures are not there; no deck rendered`);
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'deckforge-speech-'));
  try {
    const assets = await downloadAssets(suite.blobs, plan, dir);
    const deck = await renderDeck(plan, readFileSync(template), assets);
    if (GALLERY) writeFileSync(join(GALLERY, galleryName), deck.bytes);
    return await JSZip.loadAsync(deck.bytes);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A talk in three parts, each over a picture of its own. */
const TALK = [
  'Solar panels on every school roof will make clean power for the whole city.',
  'The harbour needs a new bridge for trucks and trains to the factories.',
  'Every street will get trees, and children will walk to school in the shade.',
];

const LECTURE =
  'The government wants to build new schools in every city. Teachers will get more money ' +
  'next year. Parents say the plan is good for their children.';

describe('offline speech to text (PocketSphinx, the default)', () => {
  const suite = useExtractionService();

  it('counts a recording by its length without transcribing it', async () => {
    const bytes = spokenMedia(LECTURE, 'mp3');
    const count = await suite.sut.extract(await suite.store('count.mp3', bytes));
    const media = count.source.media!;
    expect(media.transcript).toEqual({ status: 'pending' });
    expect(count.tokens).toBe(MEDIA_TOKENS + speechTokens(media.durationSeconds));
    // The generation transcribes it, and is charged the same.
    const generation = await suite.sut.extract(await suite.store('count.mp3', bytes), {
      transcribe: true,
    });
    expect(generation.source.media!.transcript.status).toBe('available');
    expect(generation.tokens).toBe(count.tokens);
  });

  it('turns a spoken video into a deck whose slides carry the spoken key terms', async () => {
    const progress: number[] = [];
    const stored = await suite.store('energy.mp4', spokenMedia(LECTURE, 'mp4', 1));
    const extraction = await suite.sut.extract(stored, {
      transcribe: true,
      progress: (_file, done, total) => void progress.push(done / total),
    });
    expect(progress.at(-1)).toBe(1);
    const transcript = extraction.source.media!.transcript;
    expect(transcript.status).toBe('available');
    if (transcript.status !== 'available') return;
    // Times from the start of the recording: the speech begins after the second of quiet.
    expect(transcript.segments[0].startSeconds).toBeGreaterThanOrEqual(0.8);
    const plan = planDeck('Energy', [{ name: 'energy.mp4', source: extraction.source }]);
    const media = plan.slides.find((slide) => slide.kind === 'media')!;
    expect(media.notes).toMatch(/^Video: energy\.mp4 \(0:\d\d\)\n\nWhat is said: /);
    // On the slides themselves, not only in their notes.
    const said = JSON.stringify(
      plan.slides
        .filter((slide) => !['title', 'media', 'closing'].includes(slide.kind))
        .map((slide) => ({ ...slide, notes: undefined })),
    ).toLowerCase();
    const terms = ['government', 'schools', 'city', 'teachers', 'money', 'parents', 'children'];
    const heard = terms.filter((term) => said.includes(term));
    expect(heard.length).toBeGreaterThanOrEqual(4);
  });

  it("shows a video's frames where its picture changed beside what was said, titled from it", async () => {
    const name = 'VID_20240311_0915.mp4';
    const talk = spokenSlideshow(TALK, ['navy', 'darkred', 'darkgreen']);
    const extraction = await suite.sut.extract(await suite.store(name, talk), { transcribe: true });
    const frames = extraction.source.media!.frames!;
    // The picture changes twice, as the second and third parts begin.
    expect(frames).toHaveLength(2);
    expect(frames[1].atSeconds).toBeGreaterThan(frames[0].atSeconds + 3);
    const plan = planDeck('Our city', [{ name, source: extraction.source }]);
    const pictures = plan.slides.filter((slide) => slide.kind === 'picture');
    expect(pictures.length).toBeGreaterThanOrEqual(1);
    for (const slide of pictures)
      expect(frames.map((frame) => frame.blobKey)).toContain(
        slide.kind === 'picture' && slide.picture.blobKey,
      );
    for (const slide of plan.slides) expect(slide.title).not.toMatch(/VID|0915/);
    // Beside the frames: what was said while they were on screen (as PocketSphinx heard it).
    const beside = JSON.stringify(
      pictures.map((slide) => slide.kind === 'picture' && slide.bullets),
    );
    expect(beside).toMatch(/bridge|truck|train|factor|street|trees|children|school|shade/i);

    const deck = await renderBranded(suite, plan, 'spoken-video.pptx');
    if (deck) expect(await checkPackage(deck)).toEqual([]);
  });

  it('says a silent or music-only recording has no speech, and keeps its media slide', async () => {
    for (const [name, bytes] of [
      ['quiet.wav', silentWav(8)],
      ['tone.mp3', testMedia('mp3', 4)],
    ] as const) {
      const { extraction, plan } = await deckOf(suite, name, bytes);
      expect(extraction.source.media!.transcript).toEqual({
        status: 'unavailable',
        reason: 'no speech was found in it',
      });
      expect(plan.slides.map((slide) => slide.kind)).toEqual(['title', 'media', 'closing']);
      expect(plan.slides[1]).toMatchObject({
        caption: 'No transcript: no speech was found in it.',
      });
    }
  });

  it('transcribes what there is of a truncated recording', async () => {
    const whole = spokenMedia(LECTURE, 'mp3');
    const { extraction } = await deckOf(
      suite,
      'cut.mp3',
      whole.subarray(0, Math.floor(whole.length * 0.6)),
    );
    const transcript = extraction.source.media!.transcript;
    expect(transcript.status).toBe('available');
  });
});

describe('a language without an offline model', () => {
  const suite = useExtractionService();

  it('says so in plain words on the media slide, and charges no speech', async () => {
    const stored = await suite.store('vortrag.mp3', spokenMedia(LECTURE, 'mp3'));
    // The same recording said to be English is counted with its speech: one entry per language.
    const english = await suite.sut.extract(stored, { language: 'en-GB' });
    expect(english.source.media!.transcript).toEqual({ status: 'pending' });
    const extraction = await suite.sut.extract(stored, { transcribe: true, language: 'de-DE' });
    const reason = 'there is no speech model for German on this server';
    expect(extraction.source.media!.transcript).toEqual({ status: 'unavailable', reason });
    expect(extraction.tokens).toBe(MEDIA_TOKENS);
    const plan = planDeck('Vortrag', [{ name: 'vortrag.mp3', source: extraction.source }]);
    expect(plan.slides.map((slide) => slide.kind)).toEqual(['title', 'media', 'closing']);
    expect(plan.slides[1]).toMatchObject({ kind: 'media', caption: `No transcript: ${reason}.` });
    expect((await suite.sut.extract(stored, { language: 'en-GB' })).tokens).toBe(english.tokens);
  });

  it('keeps a real French recording on a media slide that says why there is no transcript', async () => {
    const path = sharedFixture('wild2/media/ShortAudioSampleFrench.mp3');
    if (!path) return console.warn('No wild2 recordings: the shared fixtures are not there');
    const name = 'ShortAudioSampleFrench.mp3';
    const extraction = await suite.sut.extract(await suite.store(name, readFileSync(path)), {
      transcribe: true,
      language: 'fr-FR',
    });
    const plan = planDeck('Échantillon', [{ name, source: extraction.source }]);
    const caption = 'No transcript: there is no speech model for French on this server.';
    expect(plan.slides.find((slide) => slide.kind === 'media')).toMatchObject({ caption });
    const zip = await renderBranded(suite, plan, 'french-recording.pptx');
    if (!zip) return;
    const slides = await Promise.all(
      Object.keys(zip.files)
        .filter((part) => /^ppt\/slides\/slide\d+\.xml$/.test(part))
        .map((part) => zip.file(part)!.async('string')),
    );
    expect(slides.join('')).toContain(caption);
  });
});

/** A WAV file of `seconds` of digital silence (16 kHz, 16-bit mono). */
function silentWav(seconds: number): Buffer {
  const data = 16_000 * 2 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}
