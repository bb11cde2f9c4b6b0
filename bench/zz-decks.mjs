// scratch (not committed): generate decks from given sources into a template, write them.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { DeckforgeStack } from './lib/deckforge-stack.mjs';
const [templateName, ...sources] = process.argv.slice(2);
const stack = await DeckforgeStack.start({ workers: 1, extra: { SLIDE_PREVIEWS: 'off' } });
try {
  const user = await stack.userWithCredits();
  const templates = (await stack.files(user)).filter((f) => f.folder === 'templates');
  const template = templates.find((f) => f.name.toLowerCase().startsWith(templateName));
  for (const path of sources) {
    const file = await stack.upload(user, basename(path), readFileSync(path));
    const { tokenCount } = await stack.count(user, [file]);
    const { fileId } = await stack.generate(user, [file], template, basename(path).replace(/\.\w+$/, ''), tokenCount);
    const response = await stack.call(user, `/storage/download?fileId=${fileId}`);
    writeFileSync(`/tmp/lead/decks/${basename(path)}.${templateName}.pptx`, Buffer.from(await response.arrayBuffer()));
    console.log('wrote', path);
  }
} finally {
  await stack.stop();
}
