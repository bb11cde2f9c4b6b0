#!/usr/bin/env node
// bench/mixed: a mixed load for `seconds` (default 60) on the whole stack at once — visitors
// browsing (the SPA and public data), signed-in people fetching their data (profile, balance,
// library, purchases, token counts), uploads and generations — each an autocannon run, all in
// parallel against one gateway with every service and one presentation worker. Prints a
// markdown table (throughput, p50/p99, error rate) for docs/benchmarks.md.
//   node bench/mixed/run.mjs [seconds=60]
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  accessCookie,
  freePort,
  JWT_SECRET,
  root,
  spawnApp,
  startService,
  TestEnvironment,
} from '../lib/environment.mjs';

const require = createRequire(join(root, 'gateway/package.json'));
const { connectServiceClient } = require(join(root, 'services/kit/dist/testing/index.js'));
const { BillingRpc, CLIENT_HEADER } = require(join(root, 'proto/dist/index.js'));

const seconds = Number(process.argv[2] ?? 60);
/** Uploads are limited to 60 per user per 10 minutes: enough people to stay under it. */
const PEOPLE = 40;
const UPLOADS_PER_SECOND = 15;

const environment = await TestEnvironment.create();
const env = { ...environment.env, JWT_SECRET, LOG_LEVEL: 'warn', DB_POOL_SIZE: '10' };
const apps = [];
let url = '';

async function startGateway() {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  apps.push(
    await spawnApp(
      join(root, 'gateway/dist/main.js'),
      // Many people behind one loopback address: each request names its own client address.
      { ...env, PORT: String(port), PUBLIC_URL: url, TRUST_PROXY: 'true', PPT_POLL_MS: '100' },
      { readyUrl: `${url}/readyz` },
    ),
  );
}

async function startWorker() {
  const port = await freePort();
  apps.push(
    await spawnApp(
      join(root, 'services/presentation/dist/worker.js'),
      { ...env, HEALTH_PORT: String(port) },
      { readyUrl: `http://127.0.0.1:${port}/readyz`, timeoutMs: 60_000 },
    ),
  );
}

/** A signed-in person (an access token as identity signs it) with credits and one note. */
async function person(bus) {
  const userId = randomUUID();
  const cookie = await accessCookie(userId, {
    email: `mixed-${userId.slice(0, 8)}@example.com`,
    name: 'Bench Person',
    createdAt: new Date().toISOString(),
    surveySent: true,
  });
  await bus.send(BillingRpc.adjust, {
    userId,
    amountHundredths: 1_000_000,
    reason: 'Benchmark credits',
    key: `mixed-${userId}`,
  });
  const form = new FormData();
  form.append('file', new Blob([noteText(3)]), 'notes.md');
  const response = await fetch(`${url}/api/v1/storage/upload?folder=media`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  const [note] = (await response.json()).data;
  return { userId, cookie, note };
}

const noteText = (sections) =>
  Array.from(
    { length: sections },
    (_, index) =>
      `# Part ${index + 1}\n\nRevenue grew steadily this quarter. Two new markets opened.\n\n- Churn fell\n- Support is faster\n`,
  ).join('\n');

/** Round-robin over people and client addresses, one step per request. */
function rotation(people) {
  let turn = 0;
  return () => {
    turn += 1;
    return {
      user: people[turn % people.length],
      address: `10.1.${(turn >> 8) & 255}.${turn & 255}`,
    };
  };
}

const filesOf = (user) =>
  encodeURIComponent(JSON.stringify([{ file_id: user.note.file_id, file_type: 'text/markdown' }]));

function scenarios(people, templateId) {
  const next = rotation(people);
  const signedIn = (path) => ({
    method: 'GET',
    setupRequest: (request) => {
      const { user, address } = next();
      return {
        ...request,
        path: path(user),
        headers: {
          cookie: user.cookie,
          'x-forwarded-for': address,
          [CLIENT_HEADER.name]: CLIENT_HEADER.value,
        },
      };
    },
  });
  const boundary = 'mixedbenchboundary';
  const uploadBody = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.md"\r\nContent-Type: text/markdown\r\n\r\n${noteText(40)}\r\n--${boundary}--\r\n`,
  );
  return {
    'browsing (SPA, public data)': {
      connections: 4,
      requests: [
        '/',
        '/api/v1/data/faq',
        '/api/v1/data/news',
        '/api/v1/storage/system-templates',
        '/api/v1/config',
        '/api/v1/data/template-categories',
      ].map((path) => ({ method: 'GET', path })),
    },
    'data fetches (signed in)': {
      connections: 4,
      requests: [
        signedIn(() => '/api/v1/user/verify-token'),
        signedIn(() => '/api/v1/user/balance'),
        signedIn(() => '/api/v1/storage/file-metadata'),
        signedIn(() => '/api/v1/payment/history'),
        signedIn((user) => `/api/v1/ppt/count-tokens?files=${filesOf(user)}`),
      ],
    },
    [`uploads (${(uploadBody.length / 1024).toFixed(1)} KB Markdown)`]: {
      connections: 2,
      overallRate: UPLOADS_PER_SECOND,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/storage/upload?folder=media',
          body: uploadBody,
          setupRequest: (request) => {
            const { user, address } = next();
            return {
              ...request,
              headers: {
                cookie: user.cookie,
                'x-forwarded-for': address,
                'content-type': `multipart/form-data; boundary=${boundary}`,
              },
            };
          },
        },
      ],
    },
    'generations (waits for the stored deck)': {
      connections: 2,
      timeout: 300,
      requests: [
        signedIn(
          (user) =>
            `/api/v1/ppt/generate-presentation?files=${filesOf(user)}&templateId=${templateId}&title=Quarterly&credits=100&jobId=${randomUUID()}`,
        ),
      ],
    },
  };
}

function row(label, result) {
  const total = result.requests.total;
  const failed = result.errors + result.timeouts + result.non2xx;
  return `| ${label} | ${total} | ${(total / seconds).toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${((failed / Math.max(1, total)) * 100).toFixed(2)} % |`;
}

try {
  for (const service of ['identity', 'data', 'storage', 'billing', 'presentation'])
    apps.push(await startService(environment, service, env));
  await startWorker();
  await startGateway();
  const bus = connectServiceClient(env);
  const people = await Promise.all(Array.from({ length: PEOPLE }, () => person(bus)));
  await bus.close();
  const templates = await (await fetch(`${url}/api/v1/storage/system-templates`)).json();
  const runs = Object.entries(scenarios(people, templates.data[0].file_id)).map(
    ([label, options]) =>
      autocannon({ url, duration: seconds, timeout: 30, ...options }).then((result) => [
        label,
        result,
      ]),
  );
  const results = await Promise.all(runs);
  const all = results.map(([, result]) => result);
  const total = all.reduce((sum, result) => sum + result.requests.total, 0);
  const failed = all.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  console.log(`\n${seconds} s, all four loads at once, ${PEOPLE} people\n`);
  console.log('| load | requests | requests/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [label, result] of results) console.log(row(label, result));
  console.log(
    `| **all** | ${total} | ${(total / seconds).toFixed(1)} | | | ${((failed / Math.max(1, total)) * 100).toFixed(2)} % |`,
  );
  for (const [label, result] of results)
    if (result.non2xx || result.errors)
      console.log(
        `${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; status codes ${JSON.stringify(result.statusCodeStats)}`,
      );
} finally {
  await Promise.all(apps.map((app) => app.stop()));
  await environment.close();
}
