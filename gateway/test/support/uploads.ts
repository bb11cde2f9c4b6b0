import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { FileMetadata } from '@deckforge/proto';
import { Client } from 'pg';
import type { TestSession } from './session';
import type { TestStack } from './stack';

export interface UploadFile {
  name: string;
  bytes: Buffer;
}

/** A browser's upload form: `file` parts, then `category` fields when given. */
export function uploadForm(files: UploadFile[], categories: string[] = []): FormData {
  const form = new FormData();
  for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  for (const category of categories) form.append('category', category);
  return form;
}

export async function upload(
  stack: TestStack,
  session: TestSession | undefined,
  body: FormData | undefined,
  query = '',
): Promise<{ status: number; body: { message: string; data?: FileMetadata[] } }> {
  const response = await fetch(`${stack.url}/api/v1/storage/upload${query}`, {
    method: 'POST',
    headers: session ? { cookie: session.cookie } : {},
    body,
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

export const authed = (session: TestSession) => ({ headers: { cookie: session.cookie } });

/** The storage service's rows and pending uploads of a user, read from its schema. */
export async function storageRowsOf(stack: TestStack, userId: string) {
  const client = new Client({ connectionString: stack.env.DATABASE_URL });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number(
        (
          await client.query<{ count: string }>(
            `SELECT count(*) FROM storage.${table} WHERE owner_id = $1`,
            [userId],
          )
        ).rows[0].count,
      );
    return { files: await count('stored_files'), pending: await count('pending_uploads') };
  } finally {
    await client.end();
  }
}

/** Every blob (file system driver) under a user's prefix, partial writes included. */
export function blobsOf(stack: TestStack, userId: string): string[] {
  const dir = join(stack.environment.varDir, 'blobs', 'files', userId);
  const walk = (path: string): string[] =>
    readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(path, entry.name)) : [join(path, entry.name)],
    );
  return existsSync(dir) ? walk(dir) : [];
}

/**
 * Announces one file of `totalBytes` as a multipart upload and sends it, generated as it is
 * written (the test never holds it), but stops sending after `pauseAfterBytes` and waits: a
 * gateway that streams answers then, one that waits for the whole body never does. Reports how
 * much had been sent when the answer arrived.
 */
export function streamLargeUpload(
  stack: TestStack,
  session: TestSession,
  fileName: string,
  totalBytes: number,
  head: Buffer,
  pauseAfterBytes = totalBytes,
): Promise<{
  status: number;
  body: { message: string };
  bytesSentBeforeAnswer: number;
  /** Whether the whole body could be sent (the gateway kept reading after it answered). */
  sentAll: boolean;
}> {
  const boundary = `----deckforge${Date.now()}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${stack.url}/api/v1/storage/upload`);
  return new Promise((resolve, reject) => {
    let sent = 0;
    // In pause mode writing stops at the answer; otherwise it goes on, as a browser's does.
    let stopWriting = false;
    let sentAll = false;
    let answer:
      { status: number; body: { message: string }; bytesSentBeforeAnswer: number } | undefined;
    const settle = () => {
      // Resolve once answered and, unless the test paused on purpose, once everything was sent.
      if (answer && (sentAll || pauseAfterBytes < totalBytes)) {
        request.destroy();
        resolve({ ...answer, sentAll });
      }
    };
    const request = httpRequest(
      {
        method: 'POST',
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: {
          cookie: session.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(preamble.length + totalBytes + closing.length),
        },
      },
      (response) => {
        const bytesSentBeforeAnswer = sent;
        stopWriting = pauseAfterBytes < totalBytes;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          answer = {
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()) as { message: string },
            bytesSentBeforeAnswer,
          };
          settle();
        });
      },
    );
    request.on('error', (error) => {
      if (!answer) reject(error);
    });
    const chunk = Buffer.alloc(256 * 1024, 1);
    let fileBytes = 0;
    const writeMore = () => {
      while (!stopWriting) {
        if (fileBytes === 0) {
          request.write(preamble);
          request.write(head);
          fileBytes = head.length;
          sent = fileBytes;
          continue;
        }
        if (fileBytes >= totalBytes) {
          request.end(closing, () => {
            sentAll = true;
            settle();
          });
          return;
        }
        if (fileBytes >= pauseAfterBytes) return;
        const piece = chunk.subarray(0, Math.min(chunk.length, totalBytes - fileBytes));
        fileBytes += piece.length;
        sent = fileBytes;
        if (!request.write(piece)) {
          request.once('drain', writeMore);
          return;
        }
      }
    };
    writeMore();
  });
}
