import {
  exitedApps,
  figuresRow,
  type FaultFigures,
  startFaultStack,
  type FaultStack,
  trafficThroughFault,
} from '../support/fault-stack';
import { userWithFile, type UserWithFile } from '../support/two-users';

// Real processes, real servers behind cuttable relays, recovery waits: ceilings, not timings.
jest.setTimeout(240_000);

describe('people keep working while servers and services fail', () => {
  let faults: FaultStack;
  let users: UserWithFile[];
  const results: FaultFigures[] = [];

  beforeAll(async () => {
    faults = await startFaultStack();
    users = await Promise.all(
      ['Ada', 'Bob', 'Cy', 'Dee'].map((name) => userWithFile(faults.stack, name)),
    );
  }, 120_000);

  afterAll(async () => {
    console.log(
      `Fault figures:\n| fault | sent | succeeded | failed cleanly | unclean | inconsistencies |\n${results
        .map(figuresRow)
        .join('\n')}`,
    );
    await faults?.stop();
  });

  async function survive(fault: Parameters<typeof trafficThroughFault>[2]) {
    const { figures, samples, findings } = await trafficThroughFault(faults.stack, users, fault);
    results.push(figures);
    expect(exitedApps(faults.stack)).toEqual([]);
    expect({ unclean: figures.unclean, samples }).toEqual({ unclean: 0, samples: [] });
    // A server being down is a 503/504 "try again", never "An unexpected error occurred".
    expect(figures.unexpected).toBe(0);
    expect(findings).toEqual([]);
    expect(figures.succeeded).toBeGreaterThan(0);
  }

  it('RabbitMQ connections dropped with requests in flight: clean failures, then every service reconnects', () =>
    survive({
      name: 'RabbitMQ connections dropped for 3 s',
      inject: () => faults.proxies.rabbitmq.setAvailable(false),
      repair: () => faults.proxies.rabbitmq.setAvailable(true),
    }));

  it('PostgreSQL restarted mid-run: its connections cut and refused for 3 s', () =>
    survive({
      name: 'PostgreSQL down for 3 s (connections cut)',
      inject: () => faults.proxies.postgres.setAvailable(false),
      repair: () => faults.proxies.postgres.setAvailable(true),
    }));

  it('Redis restarted mid-run: rate limits and the job queue come back', () =>
    survive({
      name: 'Redis down for 3 s (connections cut)',
      inject: () => faults.proxies.redis.setAvailable(false),
      repair: () => faults.proxies.redis.setAvailable(true),
    }));

  it('storage and billing processes killed (SIGKILL) and restarted', () =>
    survive({
      name: 'storage and billing killed (SIGKILL), restarted',
      inject: async () => {
        await Promise.all(
          (['storage', 'billing'] as const).map((service) =>
            faults.stack.services.get(service)!.stop('SIGKILL'),
          ),
        );
      },
      repair: async () => {
        await Promise.all(
          (['storage', 'billing'] as const).map((service) => faults.stack.startService(service)),
        );
      },
    }));
});
