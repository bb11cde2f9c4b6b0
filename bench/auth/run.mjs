#!/usr/bin/env node
// bench/auth: the cost of signing in. (1) argon2id alone, for candidate parameter sets; (2)
// POST /api/v1/user/login through the gateway, RabbitMQ, identity (argon2 + a new refresh token
// in PostgreSQL) with our parameters and with argon2's library defaults; (3) GET
// /api/v1/user/verify-token, which the gateway answers from the access token alone — measured
// again with the identity service stopped to show that nothing behind the gateway is asked.
// Prints markdown tables for docs/benchmarks.md.
//   node bench/auth/run.mjs [seconds=10] [connections=10]
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  JWT_SECRET,
  markdownTable,
  root,
  spawnApp,
  startService,
  summarise,
  TestEnvironment,
} from '../lib/environment.mjs';

const require = createRequire(import.meta.url);
const argon2 = require(join(root, 'node_modules/argon2'));
const { waitForMail } = require(join(root, 'services/kit/dist/testing/index.js'));

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const USERS = 40;
const PASSWORD = 'Benchmark1!';

/** Parameter sets compared; the first is what identity uses by default. */
const PARAMETER_SETS = [
  {
    label: 'ours: 19 MiB, t=2, p=1 (OWASP minimum)',
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  },
  {
    label: '46 MiB, t=1, p=1 (OWASP alternative)',
    memoryCost: 47_104,
    timeCost: 1,
    parallelism: 1,
  },
  {
    label: '64 MiB, t=3, p=4 (argon2 library default, RFC 9106 2nd)',
    memoryCost: 65_536,
    timeCost: 3,
    parallelism: 4,
  },
  {
    label: '12 MiB, t=3, p=1 (OWASP, less memory)',
    memoryCost: 12_288,
    timeCost: 3,
    parallelism: 1,
  },
];

async function hashTimings() {
  const rows = [];
  for (const set of PARAMETER_SETS) {
    const options = { type: argon2.argon2id, ...set };
    delete options.label;
    await argon2.hash('warm-up', options);
    const runs = 20;
    const started = process.hrtime.bigint();
    for (let i = 0; i < runs; i++) await argon2.hash(`password-${i}`, options);
    const ms = Number(process.hrtime.bigint() - started) / 1e6 / runs;
    // Four at once, as the libuv pool runs them under load.
    const parallelStarted = process.hrtime.bigint();
    await Promise.all(Array.from({ length: 8 }, (_, i) => argon2.hash(`p-${i}`, options)));
    const parallelMs = Number(process.hrtime.bigint() - parallelStarted) / 1e6;
    rows.push(`| ${set.label} | ${ms.toFixed(1)} | ${Math.round(8000 / parallelMs)} |`);
  }
  return [
    '| argon2id parameters | ms per hash (one at a time) | hashes/s (8 in parallel) |',
    '|---|---:|---:|',
    ...rows,
  ].join('\n');
}

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

async function post(url, path, body, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress(), ...headers },
    body: JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function createUsers(environment, url, run) {
  const emails = [];
  for (let i = 0; i < USERS; i++) {
    const email = `bench-${run}-${i}@example.com`;
    const registered = await post(url, '/api/v1/user/register', {
      name: `Bench ${i}`,
      email,
      password: PASSWORD,
    });
    const mail = await waitForMail(environment.varDir, { to: email, kind: 'verification' });
    // The sign-up proof cookie: verifying with it keeps the password (docs/decisions.md).
    const proof = registered.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    await post(
      url,
      '/api/v1/user/verify-email',
      { email, code: mail.code },
      { cookie: proof.join('; ') },
    );
    emails.push(email);
  }
  return emails;
}

/** Logins spread over the users and over client addresses, as real traffic is (rate limits). */
function loginRequests(url, emails) {
  return {
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/user/login',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': randomAddress(),
          },
          body: JSON.stringify({
            email: emails[Math.floor(Math.random() * emails.length)],
            password: PASSWORD,
          }),
        }),
      },
    ],
  };
}

const loadBefore = loadavg()[0].toFixed(1);
const environment = await TestEnvironment.create();
const apps = [];
try {
  console.log('argon2id alone (this process, 2-core machine)\n');
  console.log(await hashTimings());

  const gatewayPort = await freePort();
  const url = `http://127.0.0.1:${gatewayPort}`;
  apps.push(
    await spawnApp(
      join(root, 'gateway/dist/main.js'),
      {
        ...environment.env,
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        PORT: String(gatewayPort),
        PUBLIC_URL: url,
      },
      { readyUrl: `${url}/readyz` },
    ),
  );

  const rows = [];
  for (const [index, set] of [PARAMETER_SETS[0], PARAMETER_SETS[2]].entries()) {
    const identity = await startService(environment, 'identity', {
      ARGON2_MEMORY_KIB: String(set.memoryCost),
      ARGON2_TIME_COST: String(set.timeCost),
      ARGON2_PARALLELISM: String(set.parallelism),
    });
    const emails = await createUsers(environment, url, index);
    await autocannon({ ...loginRequests(url, emails), duration: 2 }); // warm-up
    rows.push(
      summarise(`POST /user/login, ${set.label}`, await autocannon(loginRequests(url, emails))),
    );
    await identity.stop();
  }

  const identity = await startService(environment, 'identity');
  const [email] = await createUsers(environment, url, 'verify');
  const login = await post(url, '/api/v1/user/login', { email, password: PASSWORD });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const verify = {
    url: `${url}/api/v1/user/verify-token`,
    connections,
    duration,
    headers: { cookie },
  };
  await autocannon({ ...verify, duration: 2 });
  rows.push(summarise('GET /user/verify-token', await autocannon(verify)));
  await identity.stop();
  rows.push(
    summarise('GET /user/verify-token, identity service stopped', await autocannon(verify)),
  );

  console.log(
    `\n${duration} s per row, ${connections} connections, ${USERS} users; load average before ${loadBefore}, after ${loadavg()[0].toFixed(1)}\n`,
  );
  console.log(markdownTable(rows));
} finally {
  await Promise.all(apps.map((app) => app.stop()));
  await environment.close();
}
