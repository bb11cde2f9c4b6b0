import { Socket } from 'node:net';

// What every environment needs running beside the apps, and how to start each one.
export const SERVERS = [
  {
    name: 'PostgreSQL',
    variable: 'DATABASE_URL',
    start: [
      'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      'docker compose up -d postgres',
    ],
  },
  {
    name: 'RabbitMQ',
    variable: 'RABBITMQ_URL',
    start: ['rabbitmq-server -detached', 'docker compose up -d rabbitmq'],
  },
  {
    name: 'Redis',
    variable: 'REDIS_URL',
    start: [
      'redis-server --daemonize yes --port 6379 --save "" --appendonly no',
      'docker compose up -d redis',
    ],
  },
];

export function reachable(url, timeoutMs = 1500) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port), hostname, () => done(true));
  });
}

/** Resolves when every server answers; otherwise prints which do not and how to start them. */
export async function requireServers(env) {
  const missing = [];
  for (const server of SERVERS) {
    if (!(await reachable(env[server.variable]))) missing.push(server);
  }
  if (missing.length === 0) return true;
  console.error('Deckforge needs these servers, which are not reachable:');
  for (const server of missing) {
    console.error(`  - ${server.name} at ${env[server.variable]} (${server.variable})`);
    console.error(`      start it with: ${server.start.join('   or: ')}`);
  }
  console.error('All three at once: docker compose up -d postgres rabbitmq redis');
  return false;
}
