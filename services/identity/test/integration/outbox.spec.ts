import { EventProbe, TcpProxy, TestEnvironment, waitForMail } from '@deckforge/kit/testing';
import { IdentityEvents } from '@deckforge/proto';
import { RegistrationService } from '../../src/accounts/registration.service';
import { IdentityApp } from '../support/identity-app';

describe('user.registered through the transactional outbox', () => {
  let environment: TestEnvironment;
  let proxy: TcpProxy;
  let identity: IdentityApp;
  let events: EventProbe;

  beforeAll(async () => {
    environment = await TestEnvironment.create();
    proxy = await TcpProxy.start(environment.env.RABBITMQ_URL);
    identity = await IdentityApp.start(
      { RABBITMQ_URL: proxy.urlFor(environment.env.RABBITMQ_URL) },
      environment,
    );
    events = await EventProbe.start(environment.env.RABBITMQ_URL, environment.prefix, [
      IdentityEvents.userRegistered,
    ]);
  }, 60_000);

  afterAll(async () => {
    await events?.close();
    await identity?.stop();
    await proxy?.close();
  });

  it('publishes the event of a sign-up that committed while RabbitMQ was unreachable, once it is back', async () => {
    proxy.setAvailable(false);
    const registration = identity.get(RegistrationService);
    await registration.register({
      name: 'Offline Olga',
      email: 'olga@example.com',
      password: 'Offline123!',
    });
    const [{ id: userId }] = (
      await identity.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
        'olga@example.com',
      ])
    ).rows;

    // The account, its code and the event committed together; only the publishing waits.
    const { rows } = await identity.db.query(
      `SELECT event, payload->>'userId' AS "userId", published_at FROM outbox WHERE payload->>'userId' = $1`,
      [userId],
    );
    expect(rows).toEqual([{ event: 'user.registered', userId, published_at: null }]);
    expect((await waitForMail(environment.varDir, { to: 'olga@example.com' })).code).toMatch(
      /^\d{6}$/,
    );

    proxy.setAvailable(true);
    const event = await events.waitFor(
      IdentityEvents.userRegistered,
      (e) => e.userId === userId,
      30_000,
    );
    expect(event).toEqual({
      userId,
      email: 'olga@example.com',
      name: 'Offline Olga',
      occurredAt: expect.any(String),
    });
    // The row is marked once the broker confirmed, which may be just after the delivery.
    for (let attempt = 0; ; attempt++) {
      const pending = await identity.db.query(
        `SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL`,
      );
      if (pending.rows[0].n === 0 || attempt === 100) {
        expect(pending.rows[0].n).toBe(0);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);
});
