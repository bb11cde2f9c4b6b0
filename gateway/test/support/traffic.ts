import { APP_HEADERS } from './api-client';
import { probe, type ProbeAnswer, leakIn } from './probe';
import type { TestStack } from './stack';
import { cookieOf, type UserWithFile } from './two-users';

/** What happened to the requests of a run, as docs/reliability.md records it. */
export interface TrafficFigures {
  sent: number;
  succeeded: number;
  /** Refused or failed with a status and a `{message}` (a 503/504 while a server is down). */
  failedCleanly: number;
  /** Of the clean failures, those that were 500 "An unexpected error occurred". */
  unexpected: number;
  /** No answer in time, a dropped connection, or an answer without `{message}`: must stay 0. */
  unclean: number;
  /** The first few unclean answers, to say what went wrong. */
  uncleanSamples: string[];
}

type Operation = (user: UserWithFile) => Promise<ProbeAnswer>;

/**
 * What people do all day: read reference data, their balance and library, upload a note, count
 * tokens, open a checkout and rename themselves; reads and writes across every service.
 */
function operations(stack: TestStack): Operation[] {
  const get = (path: string) => (user: UserWithFile) =>
    probe(stack.url, 'GET', path, { headers: { cookie: cookieOf(user), ...APP_HEADERS } });
  const postJson = (path: string, body: (user: UserWithFile) => unknown) => (user: UserWithFile) =>
    probe(stack.url, 'POST', path, {
      body: JSON.stringify(body(user)),
      headers: { 'content-type': 'application/json', cookie: cookieOf(user) },
    });
  const upload: Operation = async (user) => {
    const form = new FormData();
    form.append('file', new Blob([`# Note ${Date.now()}\n\nSome text.`]), 'note.md');
    const request = new Request(`${stack.url}/api/v1/storage/upload?folder=media`, {
      method: 'POST',
      body: form,
    });
    return probe(stack.url, 'POST', '/api/v1/storage/upload?folder=media', {
      body: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, cookie: cookieOf(user) },
    });
  };
  return [
    get('/api/v1/data/faq'),
    get('/api/v1/user/balance'),
    get('/api/v1/storage/file-metadata'),
    (user) =>
      get(
        `/api/v1/ppt/count-tokens?files=${encodeURIComponent(
          JSON.stringify([{ file_id: user.file.file_id, file_type: 'text/markdown' }]),
        )}`,
      )(user),
    upload,
    postJson('/api/v1/payment/checkout', () => ({ amount: 10 })),
    postJson('/api/v1/user/username', (user) => ({
      name: `Name ${Date.now()}`,
      email: user.email,
    })),
  ];
}

/**
 * Keeps `concurrency` simulated people busy until `stop` resolves, each doing one operation
 * after another, and classifies every answer.
 */
export async function runTraffic(
  stack: TestStack,
  users: UserWithFile[],
  stop: Promise<unknown>,
  concurrency = 8,
): Promise<TrafficFigures> {
  const figures: TrafficFigures = {
    sent: 0,
    succeeded: 0,
    failedCleanly: 0,
    unexpected: 0,
    unclean: 0,
    uncleanSamples: [],
  };
  let stopped = false;
  void stop.then(() => (stopped = true));
  const ops = operations(stack);
  const person = async (index: number) => {
    for (let turn = index; !stopped; turn++) {
      const user = users[turn % users.length];
      const operation = ops[(turn * 7 + index) % ops.length];
      figures.sent += 1;
      const outcome = await operation(user).then(
        (answer) => classify(answer),
        (error: unknown) => `no answer: ${String(error)}`,
      );
      if (outcome === 'succeeded') figures.succeeded += 1;
      else if (outcome === 'failed cleanly' || outcome === 'unexpected') {
        figures.failedCleanly += 1;
        if (outcome === 'unexpected') figures.unexpected += 1;
      } else {
        figures.unclean += 1;
        if (figures.uncleanSamples.length < 5) figures.uncleanSamples.push(outcome);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => person(index)));
  return figures;
}

function classify(answer: ProbeAnswer): string {
  if (answer.status < 300) return 'succeeded';
  const message = (answer.json as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || !message || leakIn(answer.text))
    return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
  return answer.status === 500 ? 'unexpected' : 'failed cleanly';
}

/** Resolves after `ms`. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
