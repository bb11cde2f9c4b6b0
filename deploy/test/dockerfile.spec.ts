import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apps, root } from './support/apps';

describe('deploy/docker/Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'deploy', 'docker', 'Dockerfile'), 'utf8');

  it('copies the manifest of every workspace package before installing, so installs are cached', () => {
    const workspaces = [
      ...new Set(['proto', 'services/kit', 'frontend', 'deploy', ...apps.map((app) => app.dir)]),
    ];
    for (const dir of workspaces) expect(dockerfile).toContain(`COPY ${dir}/package.json ${dir}/`);
  });

  it('installs only production dependencies in the runtime image and runs as a non-root user', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev --ignore-scripts --workspace=\$\{APP_PACKAGE\}/);
    const runtime = dockerfile.slice(dockerfile.indexOf('AS app'));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).not.toMatch(/COPY --from=build \/src\/node_modules/);
  });

  it('adds LibreOffice only to the office image, which the worker builds on', () => {
    const office = dockerfile.slice(dockerfile.indexOf('AS office'));
    expect(office).toContain('libreoffice-impress');
    // The worker drives a warm LibreOffice through its Python bridge.
    expect(office).toContain('python3-uno');
    // The worker transcribes recordings offline.
    expect(office).toMatch(/pocketsphinx pocketsphinx-en-us/);
    expect(dockerfile.slice(0, dockerfile.indexOf('AS office'))).not.toContain('libreoffice');
    expect(dockerfile).toMatch(/^FROM office AS worker$/m);
    for (const app of apps) expect(dockerfile).toMatch(new RegExp(`AS ${app.target}$`, 'm'));
  });
});
