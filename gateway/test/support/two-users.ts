import type { FileMetadata, ServiceName } from '@deckforge/proto';
import type { CallerContext } from './endpoint-catalogue';
import { signUpAndLogIn, type SignedUpUser } from './session';
import { TestStack } from './stack';

export const ALL_SERVICES: ServiceName[] = [
  'identity',
  'data',
  'storage',
  'billing',
  'presentation',
];

/** A real user of the stack with one file of their own in the media library. */
export interface UserWithFile extends SignedUpUser {
  file: FileMetadata;
  caller: CallerContext;
}

/**
 * The whole stack (every service; workers only when asked) with the gateway trusting
 * X-Forwarded-For, so tests can play many client addresses.
 */
export function startHardeningStack(
  env: (direct: Record<string, string>) => Record<string, string> = () => ({}),
  workers = 0,
): Promise<TestStack> {
  return TestStack.start({
    services: ALL_SERVICES,
    workers,
    env: (direct) => ({ TRUST_PROXY: 'true', PREVIEWS: 'off', ...env(direct) }),
  });
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
