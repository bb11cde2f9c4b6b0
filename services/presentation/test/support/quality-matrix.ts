import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { zipLimitsEnv, zipLimitsFrom } from '@deckforge/kit/zip';
import { type ExtractedSource, parseMarkdown, parsePdf, parsePptx } from '../../src/engine/extract';
import type { PlanningSource } from '../../src/engine/plan';
import { recordingSource } from './recordings';
import { powerPointDeck, reportPdf, sharedFixture, testMedia, testPicture } from './sources';
import { libreOfficeTemplate, pptxGenJsTemplate } from './templates';

/**
 * The quality matrix: fixture sources of every kind, read by the real parsers, and every
 * template a deck may be rendered into (the system templates and the shared real-world ones).
 */

const systemTemplates = join(__dirname, '..', '..', '..', 'storage', 'assets', 'system-templates');
const ZIP_LIMITS = zipLimitsFrom(zipLimitsEnv.parse({}));

export interface MatrixTemplate {
  name: string;
  load: () => Promise<Buffer>;
  /** One of the shipped system templates (they have a layout for every kind of slide). */
  system: boolean;
}

/**
 * The system templates; the shared real-world ones (PowerPoint-authored, 4:3 and 16:9, with and
 * without sample slides and notes master); a pptxgenjs template without section and picture
 * layouts; and the same exported by LibreOffice (placeholders without idx).
 */
export function matrixTemplates(): MatrixTemplate[] {
  const file = (path: string) => () => Promise.resolve(readFileSync(path));
  const system = readdirSync(systemTemplates)
    .filter((name) => name.endsWith('.pptx'))
    .sort()
    .map((name) => ({ name, load: file(join(systemTemplates, name)), system: true }));
  const shared = ['office-default.pptx', 'office-branded.pptx', 'corp-template.pptx']
    .map((name) => ({ name, path: sharedFixture(`templates/${name}`) }))
    .filter((entry): entry is { name: string; path: string } => !!entry.path)
    .map(({ name, path }) => ({ name, load: file(path), system: false }));
  return [
    ...system,
    ...shared,
    { name: 'pptxgenjs-made.pptx', load: pptxGenJsTemplate, system: false },
    {
      name: 'libreoffice-exported.pptx',
      load: async () => libreOfficeTemplate(await pptxGenJsTemplate()),
      system: false,
    },
  ];
}

/** A Markdown report that pushes the limits: long headings, long paragraphs, deep lists. */
const STRESS_MARKDOWN = `# Operational excellence programme across every regional business unit and shared service centre

The programme brings together finance, operations and customer service teams to remove duplicated work, shorten lead times and make every handover between departments visible on one shared dashboard that everyone can read.

Internationalisation, interoperability and telecommunications infrastructure modernisation remain the longest-running workstreams of the whole programme.

- Procurement consolidated suppliers from forty-two to eleven, saving money
  - Contracts renegotiated with the three largest logistics partners this spring
  - Payment terms harmonised at sixty days across all regions and entities
- Customer service introduced a single ticketing system for every channel
- Finance closes the books in four working days instead of nine

## Risks and mitigations

Supplier concentration increased because fewer suppliers now deliver more of the volume, so the team built a second-source plan for every critical component.

Attrition in the operations team rose during the migration, and knowledge transfer sessions were recorded so that new colleagues can learn at their own pace.

Regulatory changes in two markets may delay the rollout of the shared service centre by one quarter.

Currency movements affected the reported savings, which are therefore shown at constant exchange rates.

Cybersecurity reviews found no critical issues; two medium findings were fixed within a week.

The data migration finished with every record reconciled against the legacy systems.

Training reached ninety-five percent of staff by the end of the period.

## Next steps

Extend the dashboard to suppliers. Publish the playbook. Review the programme in six months.
`;

export interface MatrixSources {
  sources: PlanningSource[];
  /** Local files of the pictures and media the sources refer to, by blob key. */
  assets: Map<string, string>;
}

/** Every kind of source: PDF, PowerPoint, Markdown, a picture, a video with poster and an audio file. */
export async function matrixSources(dir: string): Promise<MatrixSources> {
  const file = (name: string, bytes: Buffer) => {
    writeFileSync(join(dir, name), bytes);
    return join(dir, name);
  };
  const document = (parsed: Omit<ExtractedSource, 'kind' | 'pictures'>): ExtractedSource => ({
    kind: 'text',
    pictures: [],
    ...parsed,
  });
  const photoPath = sharedFixture('photo.jpg');
  const photo = photoPath ? readFileSync(photoPath) : testPicture('jpg', '1024x768');
  const { width = 1024, height = 768 } = imageSize(photo);
  const assets = new Map([
    ['photo', file('photo.jpg', photo)],
    ['poster', file('poster.jpg', testPicture('jpg', '320x240'))],
    ['video', file('clip.mp4', readShared('clip.mp4') ?? testMedia('mp4', 2))],
    ['audio', file('beep.mp3', readShared('beep.mp3') ?? testMedia('mp3', 2))],
  ]);
  const sources: PlanningSource[] = [
    { name: 'annual-report.pdf', source: document(await parsePdf(await reportPdf(4), 50)) },
    {
      name: 'kick-off.pptx',
      source: {
        ...document(await parsePptx(await powerPointDeck(), ZIP_LIMITS)),
        kind: 'presentation',
      },
    },
    {
      name: 'operations.md',
      source: document(await parseMarkdown(Buffer.from(STRESS_MARKDOWN))),
    },
    {
      name: 'team-offsite.jpg',
      source: {
        kind: 'image',
        sections: [],
        pictures: [
          {
            blobKey: 'photo',
            mime: 'image/jpeg',
            width,
            height,
            orientation: width >= height ? 'landscape' : 'portrait',
          },
        ],
      },
    },
    {
      name: 'product-demo.mp4',
      source: recordingSource({
        kind: 'video',
        durationSeconds: 12,
        width: 320,
        height: 240,
        transcript: {
          status: 'available',
          segments: [
            {
              startSeconds: 0,
              endSeconds: 6,
              text: 'Welcome to the demo. Today we show the new dashboard and the supplier portal.',
            },
          ],
        },
      }),
    },
    {
      name: 'jingle.mp3',
      source: recordingSource({
        kind: 'audio',
        durationSeconds: 3,
        transcript: { status: 'unavailable', reason: 'speech to text is off' },
      }),
    },
  ];
  return { sources, assets };
}

function readShared(name: string): Buffer | undefined {
  const path = sharedFixture(name);
  return path ? readFileSync(path) : undefined;
}
