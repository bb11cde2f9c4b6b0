import { type Agent, request as httpRequest } from 'node:http';
import { randomInt } from 'node:crypto';

/** What a probing request got back. */
export interface ProbeAnswer {
  status: number;
  contentType: string;
  text: string;
  headers: Headers;
  /** The parsed body when it was JSON. */
  json?: unknown;
}

/** Longer than any refusal may take: a request still unanswered by then "hangs". */
const HANG_AFTER_MS = 30_000;

/**
 * One raw request as an attacker would send it: any method, body bytes and headers. A random
 * client address goes in X-Forwarded-For (the gateway runs with TRUST_PROXY in these suites) so
 * that per-address rate limits do not hide what a route does with the input itself.
 */
export async function probe(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<ProbeAnswer> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    redirect: 'manual',
    headers: { 'x-forwarded-for': randomAddress(), ...options.headers },
    body: options.body as RequestInit['body'],
    signal: AbortSignal.timeout(HANG_AFTER_MS),
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let json: unknown;
  if (contentType.includes('json')) json = JSON.parse(text);
  return { status: response.status, contentType, text, headers: response.headers, json };
}

const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs of an internal detail leaking out: stack frames, file paths, driver and SQL errors. */
const LEAKS = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/,
  /\/(?:work|home|usr|app)\/[\w./-]+\.(?:js|ts)/,
  /node_modules/,
  /\bQueryFailedError\b/,
  /\bsyntax error at or near\b/i,
  /\bECONNREFUSED\b/,
  /\bTypeError\b|\bReferenceError\b/,
  /JWT_SECRET|DATABASE_URL|RABBITMQ_URL|postgres:\/\/|amqp:\/\//,
];

/** The first leak found in a response text, if any. */
export function leakIn(text: string): string | undefined {
  return LEAKS.find((pattern) => pattern.test(text))?.source;
}

/**
 * Why an answer is not a clean refusal (undefined when it is): a 4xx status, a JSON body with a
 * non-empty `message`, and nothing internal in it.
 */
export function refusalProblem(answer: ProbeAnswer, allowed?: number[]): string | undefined {
  const ok = allowed
    ? allowed.includes(answer.status)
    : answer.status >= 400 && answer.status < 500;
  if (!ok) return `status ${answer.status}: ${answer.text.slice(0, 300)}`;
  const message = (answer.json as { message?: unknown } | undefined)?.message;
  if (typeof message !== 'string' || message.trim() === '')
    return `no {message} (${answer.contentType}): ${answer.text.slice(0, 300)}`;
  const leak = leakIn(answer.text);
  if (leak) return `leaks ${leak}: ${answer.text.slice(0, 300)}`;
  return undefined;
}

/** A request over `agent`'s sockets (fetch cannot be held to one connection): its status. */
export function rawRequest(
  baseUrl: string,
  agent: Agent,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseUrl), { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
    });
    request.setTimeout(HANG_AFTER_MS, () => request.destroy(new Error(`${path} hung`)));
    request.on('error', reject);
    request.end(body);
  });
}
