import { Client } from 'pg';
import type { FileMetadata, ServiceName } from '@deckforge/proto';
import type { CallerContext } from './endpoint-catalogue';
import { signUpAndLogIn, type SignedUpUser } from './session';
import { TestStack } from './stack';

const ALL_SERVICES: ServiceName[] = ['identity', 'data', 'storage', 'billing', 'presentation'];

/** A real user of the stack with one file of their own in the media library. */
export interface UserWithFile extends SignedUpUser {
  file: FileMetadata;
  caller: CallerContext;
}

/**
 * The whole stack (every service; workers only when asked) with the gateway trusting
 * X-Forwarded-For, so tests can play many client addresses.
 */
export async function startHardeningStack(
  env: (direct: Record<string, string>) => Record<string, string> = () => ({}),
  workers = 0,
): Promise<TestStack> {
  const stack = await TestStack.start({
    services: ALL_SERVICES,
    workers,
    env: (direct) => ({ TRUST_PROXY: 'true', PREVIEWS: 'off', ...env(direct) }),
  });
  await systemTemplatesReported(stack);
  return stack;
}

/** Longest wait for storage's background reports of the system templates. */
const REPORTS_WAIT_MS = 90_000;

/**
 * Storage has the system templates reported in the background after it starts (slower on a
 * loaded machine): suites that compare the whole state before and after a probe start once the
 * reports are in, so that a report landing mid-probe is not taken for a change the probe made.
 */
async function systemTemplatesReported(stack: TestStack): Promise<void> {
  const client = new Client({ connectionString: stack.env.DATABASE_URL });
  await client.connect();
  try {
    for (const deadline = Date.now() + REPORTS_WAIT_MS; Date.now() < deadline;) {
      const { rows } = await client.query<{ pending: string }>(
        `SELECT count(*) AS pending FROM storage.stored_files
          WHERE source = 'system' AND folder = 'templates' AND template_report IS NULL`,
      );
      if (Number(rows[0].pending) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
}

/** A new account, signed in, with one Markdown file uploaded. */
export async function userWithFile(stack: TestStack, name: string): Promise<UserWithFile> {
  const user = await signUpAndLogIn(stack, { name });
  const form = new FormData();
  form.append('file', new Blob([`# ${name}'s notes\n\nPrivate figures.`]), 'notes.md');
  const uploaded = await fetch(`${stack.url}/api/v1/storage/upload?folder=media`, {
    method: 'POST',
    headers: { cookie: user.api.cookieHeader('/api/v1/storage/upload') },
    body: form,
  });
  if (uploaded.status >= 300) throw new Error(`upload answered ${uploaded.status}`);
  const [file] = ((await uploaded.json()) as { data: FileMetadata[] }).data;
  const templates = await fetch(`${stack.url}/api/v1/storage/system-templates`);
  const [template] = ((await templates.json()) as { data: FileMetadata[] }).data;
  return {
    ...user,
    file,
    caller: {
      userId: user.userId,
      email: user.email,
      fileId: file.file_id,
      templateId: template.file_id,
    },
  };
}

/** The Cookie header `user`'s browser sends to an /api/v1 path. */
export const cookieOf = (user: SignedUpUser, path = '/api/v1/') => user.api.cookieHeader(path);
