import { createServiceApp, messagesHandled, type RunningService } from '@deckforge/kit';
import { connectServiceClient, TestEnvironment } from '@deckforge/kit/testing';
import { Client } from 'pg';
import { billingService } from '../../src/billing.definition';

/** How many messages of `pattern` this process's services finished handling successfully. */
export async function handledCount(pattern: string): Promise<number> {
  const metric = await messagesHandled.get();
  return metric.values
    .filter(
      (value) =>
        value.metricName === 'deckforge_message_duration_seconds_count' &&
        value.labels.pattern === pattern &&
        value.labels.outcome === 'ok',
    )
    .reduce((sum, value) => sum + value.value, 0);
}

/**
 * The billing service in this process against its own database, queues and prefix, a broker
 * client to call it as other services do, and SQL access to its schema for assertions.
 */
export class BillingHarness {
  readonly replicas: RunningService[] = [];

  private constructor(
    readonly environment: TestEnvironment,
    readonly client: ReturnType<typeof connectServiceClient>,
    readonly sql: Client,
    private readonly env: Record<string, string>,
  ) {}

  static async start(extra: Record<string, string> = {}): Promise<BillingHarness> {
    const environment = await TestEnvironment.create();
    const env = { ...environment.env, ...extra };
    const client = connectServiceClient(env);
    const sql = new Client({
      connectionString: env.DATABASE_URL,
      options: '-c search_path=billing',
    });
    const harness = new BillingHarness(environment, client, sql, env);
    await harness.addReplica();
    await sql.connect();
    return harness;
  }

  get service(): RunningService {
    return this.replicas[0];
  }

  /** Another instance of the service on the same database and queue (what scaling out does). */
  async addReplica(extra: Record<string, string> = {}): Promise<RunningService> {
    const replica = await createServiceApp(billingService, { ...this.env, ...extra });
    this.replicas.push(replica);
    return replica;
  }

  async balanceHundredths(userId: string): Promise<number> {
    const { rows } = await this.sql.query<{ balance: string }>(
      'SELECT balance_hundredths AS balance FROM accounts WHERE user_id = $1',
      [userId],
    );
    return Number(rows[0]?.balance ?? 0);
  }

  async entries(userId: string): Promise<Array<{ kind: string; amount: number; key: string }>> {
    const { rows } = await this.sql.query<{ kind: string; amount: string; key: string }>(
      `SELECT kind, amount_hundredths AS amount, idempotency_key AS key
         FROM ledger_entries WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
  }

  /** Every account's balance equals the sum of its entries and is not negative. */
  async expectLedgerConsistent(): Promise<void> {
    const { rows } = await this.sql.query<{ user_id: string; balance: string; total: string }>(
      `SELECT a.user_id, a.balance_hundredths AS balance,
              (SELECT coalesce(sum(e.amount_hundredths), 0) FROM ledger_entries e
                WHERE e.user_id = a.user_id) AS total
         FROM accounts a`,
    );
    for (const row of rows) {
      expect({ user: row.user_id, balance: Number(row.balance) }).toEqual({
        user: row.user_id,
        balance: Number(row.total),
      });
      expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
    }
  }

  async close(): Promise<void> {
    await this.client.close();
    for (const replica of this.replicas) await replica.close();
    await this.sql.end().catch(() => undefined);
    await this.environment.close();
  }
}
