// bench/wild/reader.mjs: files of the wild corpus through the product's own code, as a
// person's upload goes: the storage service's upload check, the presentation service's
// extraction (the same sandboxed parsers, OCR and token count), the offline planner and the
// renderer into a system template, then the package check. A .pptx is also used as a template.
// Reads one file path a line on stdin, answers one JSON line each on stdout. Run by
// bench/wild/run.mjs, which kills it (and starts another) when a file takes too long.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { root } from '../lib/environment.mjs';
import { fileWords } from './file-words.mjs';

const presentation = (path) => join(root, 'services/presentation/dist', path);
const { FsBlobStore, AppError } = await import(join(root, 'services/kit/dist/index.js'));
const { presentationConfigSchema } = await import(presentation('config.js'));
const { ExtractionService } = await import(presentation('engine/extract/extraction.service.js'));
const { ExtractionFailure } = await import(presentation('engine/extract/extraction-failure.js'));
const { SourceReader } = await import(presentation('engine/extract/source-reader.js'));
const { sourceText } = await import(presentation('text/source-text.js'));
const { ExtractionSandbox } = await import(
  presentation('engine/extract/sandbox/extraction.sandbox.js')
);
const { PictureReader } = await import(presentation('engine/extract/parsers/picture.reader.js'));
const { MediaReader } = await import(presentation('engine/extract/media/media.reader.js'));
const { MediaTools } = await import(presentation('engine/extract/media/media-tools.js'));
const { ffmpegBinary } = await import(presentation('engine/extract/media/ffmpeg.js'));
const { SpeechRecognitionOff } = await import(
  presentation('engine/extract/speech/speech-to-text.js')
);
const { planDeck } = await import(presentation('engine/plan/plan-deck.js'));
const { renderDeck } = await import(presentation('engine/package/deck-renderer.js'));
const { reportTemplate } = await import(presentation('engine/layout/template-report.js'));
const { assertSafeZip } = await import(presentation('engine/extract/parsers/zip-guard.js'));
const { downloadAssets } = await import(presentation('worker/deck-assets.js'));
const { UploadInspector } = await import(
  join(root, 'services/storage/dist/uploads/upload.inspector.js')
);
const { storageConfigSchema } = await import(join(root, 'services/storage/dist/config.js'));
const { SUPPORTED_FILES } = await import(
  join(root, 'services/data/dist/migrations/reference-data.seed.js')
);
const { SPREADSHEET_FILES } = await import(
  join(root, 'services/data/dist/migrations/1732000000002-spreadsheet-files.js')
);

// WILD_TEMPLATE: another template to render the decks into (a .pptx), to look at them in it.
const SYSTEM_TEMPLATE =
  process.env.WILD_TEMPLATE ?? join(root, 'services/storage/assets/system-templates/meridian.pptx');
const service = {
  RABBITMQ_URL: 'amqp://localhost',
  DATABASE_URL: 'postgres://localhost/wild',
  REDIS_URL: 'redis://localhost:6379',
};
const config = presentationConfigSchema.parse({ ...service, ...process.env, ...service });
const sandbox = new ExtractionSandbox(config);
let workdir;
let blobs;

/** Every extension the product takes, with its MIME type (the data service's own list). */
const supported = new Map([
  ...SUPPORTED_FILES.map(([extension, category, type, mime]) => [
    extension,
    { extension, category, type, mime },
  ]),
  ...SPREADSHEET_FILES.map(([extension, mime]) => [
    extension,
    { extension, category: 'media', type: 'Document', mime },
  ]),
]);

let result;
const seconds = (since) => Math.round((performance.now() - since) / 10) / 100;

async function main(file) {
  const name = basename(file);
  const extension = extname(name).slice(1).toLowerCase();
  result.bytes = readFileSync(file).length;
  const type = supported.get(extension);
  if (!type) return { ...result, outcome: 'unsupported' };
  const blobKey = 'files/upload';
  await blobs.write(blobKey, Readable.from([readFileSync(file)]));
  try {
    const inspector = new UploadInspector(blobs, storageConfigSchema.parse({ ...service }));
    await inspector.inspect({ name, extension, blobKey, size: result.bytes }, type);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ...result, outcome: 'refused', stage: 'upload', reason: error.message };
  }
  if (extension === 'pptx') result.asTemplate = await asTemplate(readFileSync(file));
  return extractAndRender({ name, type, blobKey });
}

async function extractAndRender({ name, type, blobKey }) {
  const tools = new MediaTools(ffmpegBinary(config.FFMPEG_PATH), config.EXTRACT_TIMEOUT_MS);
  const cache = {
    digestOf: async () => undefined,
    rememberDigest: async () => undefined,
    find: async () => undefined,
    save: async () => undefined,
  };
  const speech = new SpeechRecognitionOff();
  const extraction = new ExtractionService(
    config,
    blobs,
    cache,
    sandbox,
    new SourceReader(
      config,
      sandbox,
      new PictureReader(config, blobs, sandbox, tools),
      new MediaReader(config, blobs, speech, tools),
    ),
    speech,
  );
  const stored = {
    blobKey,
    file: { file_id: 'wild', name, type: type.mime, size: result.bytes, folder: 'media' },
  };
  let extracted;
  const readStart = performance.now();
  try {
    extracted = await extraction.extract(stored);
  } catch (error) {
    if (!(error instanceof ExtractionFailure)) throw error;
    return { ...result, outcome: 'refused', stage: 'extraction', reason: error.message };
  } finally {
    result.readSeconds = seconds(readStart);
  }
  const text = sourceText(extracted.source);
  Object.assign(result, {
    kind: extracted.kind,
    tokens: extracted.tokens,
    overTokenLimit: extracted.tokens > config.TOKEN_LIMIT,
    words: text.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word)).length,
    // The words the file holds, counted without the product's parsers (pdftotext, XML text).
    fileWords: await fileWords(result.file),
    sections: extracted.source.sections.length,
    pictures: extracted.source.pictures.length,
    ocrPictures: extracted.source.pictures.filter((picture) => picture.ocrText).length,
    tables: extracted.source.tables?.length ?? 0,
    charts: (extracted.source.tables ?? []).filter((table) => table.chartType).length,
    ...(extracted.source.language ? { language: extracted.source.language } : {}),
  });
  const plan = planDeck(extracted.source.title ?? name, [{ name, source: extracted.source }]);
  const assetsDir = join(workdir, 'assets');
  mkdirSync(assetsDir, { recursive: true });
  const assets = await downloadAssets(blobs, plan, assetsDir);
  const renderStart = performance.now();
  const deck = await renderDeck(plan, readFileSync(SYSTEM_TEMPLATE), assets);
  result.renderSeconds = seconds(renderStart);
  if (process.env.WILD_DECKS) copyDeck(deck.bytes, name, plan);
  const kinds = {};
  for (const slide of plan.slides) kinds[slide.kind] = (kinds[slide.kind] ?? 0) + 1;
  return { ...result, outcome: 'deck', slides: deck.slideCount, slideKinds: kinds };
}

/** The .pptx as a template: checked as at upload, analysed, and a small plan rendered into it. */
async function asTemplate(bytes) {
  try {
    const safe = await assertSafeZip(bytes, {
      maxEntries: config.ZIP_MAX_ENTRIES,
      maxUnpackedBytes: config.ZIP_MAX_UNPACKED_MB * 1024 * 1024,
      maxRatio: config.ZIP_MAX_RATIO,
    });
    const report = await reportTemplate(safe);
    if (!report.usable) return { outcome: 'refused', reason: report.reason ?? 'unusable' };
    const plan = {
      title: 'Wild corpus',
      slides: [
        { kind: 'title', title: 'Wild corpus', subtitle: 'A template check' },
        {
          kind: 'bullets',
          title: 'What it holds',
          bullets: [
            { text: 'A first point about the template', level: 0 },
            { text: 'A second point, with more words in it', level: 0 },
          ],
          notes: 'Speaker notes',
        },
      ],
    };
    const deck = await renderDeck(plan, safe, new Map());
    return { outcome: 'deck', slides: deck.slideCount };
  } catch (error) {
    return { outcome: 'error', reason: error?.message ?? String(error) };
  }
}

/** The deck and its plan (what the planner made of the file, before the renderer's fitting). */
function copyDeck(bytes, name, plan) {
  mkdirSync(process.env.WILD_DECKS, { recursive: true });
  writeFileSync(join(process.env.WILD_DECKS, `${name}.pptx`), bytes);
  writeFileSync(join(process.env.WILD_DECKS, `${name}.plan.json`), JSON.stringify(plan, null, 2));
}

for await (const file of createInterface({ input: process.stdin })) {
  const started = performance.now();
  result = { file, bytes: 0 };
  workdir = mkdtempSync(join(tmpdir(), 'wild-'));
  blobs = new FsBlobStore(join(workdir, 'blobs'));
  const value = await main(file).catch((error) => ({
    ...result,
    outcome: 'crash',
    reason: String(error?.stack ?? error)
      .split('\n')
      .slice(0, 4)
      .join(' | '),
  }));
  rmSync(workdir, { recursive: true, force: true });
  process.stdout.write(`${JSON.stringify({ ...value, seconds: seconds(started) })}\n`);
}
await sandbox.onApplicationShutdown();
process.exit(0);
