import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built single-page app. Its index.html is read once and sent for any non-API GET that
 * matches no file (history fallback), so deep links like /workspace load the app.
 */
export class SpaShell {
  readonly indexHtml: string | undefined;

  constructor(readonly directory: string) {
    const index = join(directory, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  }

  get available(): boolean {
    return this.indexHtml !== undefined;
  }

  /** Whether a request that matched no route should get the app instead of a 404. */
  serves(method: string, url: string): boolean {
    return (
      this.available &&
      (method === 'GET' || method === 'HEAD') &&
      !/^\/(api|healthz|readyz|metrics)(\/|\?|$)/.test(url)
    );
  }
}
