import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps, configSchema, root } from './support/apps';

/** Every variable any app's configuration reads, from its sources. */
function allVariables(): Map<string, string[]> {
  const readers = new Map<string, string[]>();
  for (const app of apps) {
    for (const name of Object.keys(configSchema(app).shape))
      readers.set(name, [...(readers.get(name) ?? []), app.name]);
  }
  return readers;
}

describe('configuration documentation', () => {
  const variables = allVariables();
  const envExample = readFileSync(join(root, '.env.example'), 'utf8');
  const readme = readFileSync(join(root, 'README.md'), 'utf8');

  it('finds the variables of every app', () => {
    expect(variables.size).toBeGreaterThan(30);
  });

  it.each([...variables.keys()])(
    'documents %s in .env.example and the README configuration table',
    (name) => {
      expect(envExample).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      expect(readme).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
    },
  );
});
