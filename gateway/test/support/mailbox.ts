import { type OutboxMail, readMailOutbox, waitForMail } from '@deckforge/kit/testing';
import type { TestStack } from './stack';

/** Every message the stack's identity service wrote for `to` (of `kind`), oldest first. */
export async function mailsTo(stack: TestStack, to: string, kind?: string): Promise<OutboxMail[]> {
  const recipient = to.trim().toLowerCase();
  return (await readMailOutbox(stack.environment.varDir)).filter(
    (mail) => mail.recipient === recipient && (kind === undefined || mail.kind === kind),
  );
}

/** The newest message of `kind` for `to`, waiting for it (mail often follows the answer). */
export const nextMail = (stack: TestStack, to: string, kind: string, after?: OutboxMail) =>
  waitForMail(stack.environment.varDir, { to, kind, after });

/** The code of the newest message of `kind` for `to`. */
export async function codeFrom(
  stack: TestStack,
  to: string,
  kind: string,
  after?: OutboxMail,
): Promise<string> {
  const mail = await nextMail(stack, to, kind, after);
  if (!mail.code) throw new Error(`The ${kind} mail to ${to} carries no code`);
  return mail.code;
}
