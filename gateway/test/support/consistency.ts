import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Client } from 'pg';
import type { TestStack } from './stack';

/** Credits every new account is granted (hundredths): docs/architecture.md, "Credits". */
const SIGN_UP_GRANT_HUNDREDTHS = 1000;

/**
 * Looks across the services' data for anything a failure half-way could have left behind:
 * balances that disagree with their ledger, holds nobody will settle, jobs and holds that
 * disagree, payments credited twice or not at all, rows without their blobs and blobs without
 * their rows, and accounts that exist in identity but not in billing. Each finding is a line;
 * none means consistent.
 */
async function findInconsistencies(stack: TestStack): Promise<string[]> {
  const client = new Client({ connectionString: stack.env.DATABASE_URL });
  await client.connect();
  try {
    const findings: string[] = [];
    const query = async (sql: string) => (await client.query<Record<string, string>>(sql)).rows;
    const report = (what: string, rows: Array<Record<string, unknown>>) => {
      for (const row of rows) findings.push(`${what}: ${JSON.stringify(row)}`);
    };

    report(
      'balance differs from its ledger',
      await query(`
        SELECT a.user_id, a.balance_hundredths, coalesce(sum(e.amount_hundredths), 0) AS ledger
          FROM billing.accounts a LEFT JOIN billing.ledger_entries e ON e.user_id = a.user_id
         GROUP BY a.user_id, a.balance_hundredths
        HAVING a.balance_hundredths <> coalesce(sum(e.amount_hundredths), 0)`),
    );
    report(
      'a hold without its entries',
      await query(`
        SELECT r.job_id, r.state, r.amount_hundredths,
               coalesce(sum(e.amount_hundredths) FILTER (WHERE e.kind = 'reserve'), 0) AS reserved,
               coalesce(sum(e.amount_hundredths) FILTER (WHERE e.kind = 'release'), 0) AS released
          FROM billing.reservations r LEFT JOIN billing.ledger_entries e ON e.job_id = r.job_id
         WHERE r.user_id IS NOT NULL
         GROUP BY r.job_id, r.state, r.amount_hundredths
        HAVING coalesce(sum(e.amount_hundredths) FILTER (WHERE e.kind = 'reserve'), 0) <> -r.amount_hundredths
            OR coalesce(sum(e.amount_hundredths) FILTER (WHERE e.kind = 'release'), 0)
               <> CASE r.state WHEN 'released' THEN r.amount_hundredths ELSE 0 END`),
    );
    report(
      'a generation job and its hold disagree',
      await query(`
        SELECT j.id, j.state AS job, r.state AS hold
          FROM presentation.generation_jobs j
          LEFT JOIN billing.reservations r ON r.job_id = j.id
         WHERE NOT (
           (j.state IN ('queued', 'active') AND r.state = 'held')
           OR (j.state = 'completed' AND r.state = 'committed')
           OR (j.state = 'failed' AND (r.state = 'released' OR r.state IS NULL))
         )`),
    );
    report(
      'a hold without a generation job',
      await query(`
        SELECT r.job_id, r.state FROM billing.reservations r
         WHERE r.state <> 'released'
           AND NOT EXISTS (SELECT 1 FROM presentation.generation_jobs j WHERE j.id = r.job_id)`),
    );
    report(
      'a completed generation without its deck in Projects',
      await query(`
        SELECT j.id FROM presentation.generation_jobs j
         WHERE j.state = 'completed'
           AND NOT EXISTS (SELECT 1 FROM storage.stored_files f WHERE f.job_id = j.id)`),
    );
    report(
      'a payment credited a wrong number of times',
      await query(`
        SELECT s.id, s.credited_at, count(e.id) AS purchases
          FROM billing.checkout_sessions s
          LEFT JOIN billing.ledger_entries e ON e.session_id = s.id AND e.kind = 'purchase'
         GROUP BY s.id, s.credited_at
        HAVING count(e.id) <> CASE WHEN s.credited_at IS NULL THEN 0 ELSE 1 END`),
    );
    report(
      'a verified account without its sign-up credits',
      await query(`
        SELECT u.id,
               (SELECT count(*) FROM billing.ledger_entries e
                 WHERE e.user_id = u.id AND e.kind = 'grant'
                   AND e.amount_hundredths = ${SIGN_UP_GRANT_HUNDREDTHS}) AS grants
          FROM identity.users u
         WHERE u.email_verified_at IS NOT NULL
           AND (SELECT count(*) FROM billing.ledger_entries e
                 WHERE e.user_id = u.id AND e.kind = 'grant') <> 1`),
    );

    const rows = await query(`
      SELECT f.id, unnest(array_remove(
               array[f.blob_key, f.preview_key, f.pdf_key] || f.extra_blob_keys
                 || f.slide_preview_keys, NULL)) AS key
        FROM storage.stored_files f WHERE f.source = 'user'`);
    const kept = new Set(
      (
        await query(`
          SELECT blob_key AS key FROM storage.pending_uploads
          UNION SELECT blob_key FROM storage.orphan_blobs`)
      ).map((row) => row.key),
    );
    const blobDir = join(stack.environment.varDir, 'blobs');
    const onDisk = new Set(userBlobs(blobDir));
    const referenced = new Set(rows.map((row) => row.key));
    for (const row of rows)
      if (!onDisk.has(row.key))
        findings.push(`a file row without its blob: ${JSON.stringify(row)}`);
    for (const key of onDisk)
      if (!referenced.has(key) && !kept.has(key))
        findings.push(`a blob no row accounts for: ${key}`);
    return findings;
  } finally {
    await client.end();
  }
}

/** Blobs of users (uploads and generated decks); system assets ship with the service. */
function userBlobs(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(relative(root, full));
    }
  };
  for (const top of ['files', 'projects']) if (existsSync(join(root, top))) walk(join(root, top));
  return found;
}

/**
 * Waits for the stack to settle (events relayed, holds settled, orphans reaped) and returns what
 * is still inconsistent after at most `timeoutMs`.
 */
export async function settledInconsistencies(
  stack: TestStack,
  timeoutMs = 30_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let findings = await findInconsistencies(stack);
  while (findings.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    findings = await findInconsistencies(stack);
  }
  return findings;
}
