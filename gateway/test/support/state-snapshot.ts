import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Client } from 'pg';
import type { TestStack } from './stack';

/** Everything a request could have changed: each table's content digest and every blob. */
export interface StateSnapshot {
  /** `schema.table` → md5 of its rows (order-independent) and their count. */
  tables: Record<string, string>;
  /** Blob keys with their sizes (file system blob store). */
  blobs: Record<string, number>;
}

/**
 * Reads the whole state of a test stack: every table of every service schema in its database
 * and every file under its blob directory. Two equal snapshots mean nothing was stored, changed
 * or deleted in between (rate-limit counters live in Redis and are not state in this sense).
 */
export async function snapshotState(stack: TestStack): Promise<StateSnapshot> {
  const client = new Client({ connectionString: stack.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const tables: Record<string, string> = {};
    for (const { schema, name } of rows) {
      const qualified = `"${schema}"."${name}"`;
      const digest = await client.query<{ digest: string | null; count: string }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest,
                count(*) AS count
           FROM ${qualified} t`,
      );
      tables[`${schema}.${name}`] = `${digest.rows[0].count}:${digest.rows[0].digest}`;
    }
    return { tables, blobs: blobsUnder(join(stack.environment.varDir, 'blobs')) };
  } finally {
    await client.end();
  }
}

function blobsUnder(root: string): Record<string, number> {
  const blobs: Record<string, number> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else blobs[relative(root, full)] = statSync(full).size;
    }
  };
  if (existsSync(root)) walk(root);
  return blobs;
}

/** What differs between two snapshots, as readable lines (empty when nothing changed). */
export function stateDifferences(before: StateSnapshot, after: StateSnapshot): string[] {
  const lines: string[] = [];
  for (const kind of ['tables', 'blobs'] as const) {
    const keys = new Set([...Object.keys(before[kind]), ...Object.keys(after[kind])]);
    for (const key of keys) {
      if (before[kind][key] !== after[kind][key])
        lines.push(`${kind} ${key}: ${before[kind][key]} → ${after[kind][key]}`);
    }
  }
  return lines;
}
