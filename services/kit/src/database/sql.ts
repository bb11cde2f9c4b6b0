import type { EntityManager } from 'typeorm';

/**
 * Runs one parameterised statement and returns its rows, also for UPDATE/DELETE ... RETURNING
 * (TypeORM's `manager.query` answers those as `[rows, count]`). Inside a transaction it uses
 * the transaction's connection.
 */
export async function sqlRows<T>(
  manager: EntityManager,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(sql, params, true);
    return result.records as T[];
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}

/** PostgreSQL `bigint` arrives as a string; our amounts stay far below 2^53. */
export const toNumber = (value: string | number | null | undefined): number =>
  value === null || value === undefined ? 0 : Number(value);

/** How many rows a `dataSource.query` UPDATE/DELETE touched (TypeORM answers `[rows, count]`). */
export const affectedRows = (result: unknown): number => (result as [unknown, number])[1];
