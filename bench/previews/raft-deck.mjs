// The deck both preview benches draw: the 17-page Raft paper (../shared/fixtures/wild; a
// generated 17-page report without the fixtures), planned offline and rendered into a system
// template, from the built services (npm run build).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/environment.mjs';
import { reportPdf } from '../generate/sources.mjs';

const dist = (path) => join(root, 'services/presentation/dist', path);
const { parsePdf } = await import(dist('engine/extract/index.js'));
const { planDeck } = await import(dist('engine/plan/index.js'));
const { renderDeck } = await import(dist('engine/package/index.js'));

const paper = join(root, '..', 'shared', 'fixtures', 'wild', 'sources', 'raft.pdf');
/** What the deck was made of, for the benches' headings. */
export const raftSourceName = existsSync(paper) ? 'raft.pdf' : 'a 17-page report';

/** The deck's bytes and slide count in the system template `template` (e.g. "aurora"). */
export async function raftDeck(template) {
  const source = existsSync(paper) ? readFileSync(paper) : await reportPdf(17, 1);
  const parsed = await parsePdf(source, 50);
  const plan = planDeck('Raft', [
    { name: 'raft.pdf', source: { kind: 'text', pictures: [], ...parsed } },
  ]);
  const templateBytes = readFileSync(
    join(root, 'services/storage/assets/system-templates', `${template}.pptx`),
  );
  return renderDeck(plan, templateBytes, new Map());
}
