import type { EntityManager } from 'typeorm';

/**
 * Bytes of a person's projects that count against their quota (docs/decisions.md, "Edited decks
 * count against the quota"): every version an edit, a template switch, a restore or a copy made —
 * its deck, PDF, slide images and a copy's own pictures — once per rendering (a restored version
 * shares its earlier one's blobs), except the renderings a paid generation produced.
 */
export async function projectBytes(manager: EntityManager, userId: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT coalesce(sum(bytes), 0) AS bytes FROM (
       SELECT DISTINCT ON (v.blob_key) v.size + coalesce(v.pdf_size, 0) + v.extra_bytes AS bytes
         FROM project_versions v JOIN stored_files f ON f.id = v.file_id
        WHERE f.owner_id = $1 AND NOT EXISTS (
          SELECT 1 FROM project_versions g
           WHERE g.file_id = v.file_id AND g.blob_key = v.blob_key AND g.origin = 'generated')
     ) AS renderings`,
    [userId],
  )) as Array<{ bytes: string }>;
  return Number(row.bytes);
}

/** A project's or an upload's share of the quota, to name what to delete. */
export interface QuotaHolder {
  name: string;
  bytes: number;
}

/** The person's largest holders of counted bytes: uploads, and projects by their versions. */
export async function largestHolders(
  manager: EntityManager,
  userId: string,
  limit: number,
  except?: string,
): Promise<QuotaHolder[]> {
  const rows = (await manager.query(
    `SELECT name, bytes FROM (
       SELECT name, size AS bytes FROM stored_files
        WHERE owner_id = $1 AND source = 'user' AND folder IN ('media', 'templates')
       UNION ALL
       SELECT f.name, sum(r.bytes) AS bytes FROM stored_files f JOIN (
         SELECT DISTINCT ON (v.blob_key) v.file_id, v.size + coalesce(v.pdf_size, 0) + v.extra_bytes AS bytes
           FROM project_versions v
          WHERE NOT EXISTS (
            SELECT 1 FROM project_versions g
             WHERE g.file_id = v.file_id AND g.blob_key = v.blob_key AND g.origin = 'generated')
       ) r ON r.file_id = f.id
        WHERE f.owner_id = $1 AND f.id IS DISTINCT FROM $3
        GROUP BY f.id, f.name
     ) AS holders
     WHERE bytes > 0 ORDER BY bytes DESC, name LIMIT $2`,
    [userId, limit, except ?? null],
  )) as Array<{ name: string; bytes: string }>;
  return rows.map((row) => ({ name: row.name, bytes: Number(row.bytes) }));
}
