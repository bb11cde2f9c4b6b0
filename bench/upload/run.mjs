#!/usr/bin/env node
// bench/upload: a 50 MB upload and a 50 MB download through the gateway (and one of 200 MB,
// to show memory does not grow with size), MB/s of each, and the gateway's resident memory
// sampled every 20 ms during them; then requests of 20 small files (each file's grant and the
// recording check the person's storage quota). The apps run as real processes with the file
// system blob store, exactly as `npm start` runs them. Prints markdown tables for
// docs/benchmarks.md.
//   node bench/upload/run.mjs [rounds=3]
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import {
  accessCookie,
  freePort,
  JWT_SECRET,
  root,
  spawnApp,
  startService,
  TestEnvironment,
} from '../lib/environment.mjs';

const rounds = Number(process.argv[2] ?? 3);
const MB = 1024 * 1024;
const SIZES_MB = [50, 200];
const environment = await TestEnvironment.create();
const apps = [];
const SMALL_FILES = 20;
const SMALL_FILE_BYTES = 100 * 1024;
// One person uploads everything here: a quota far above the default (1024 MB) keeps it out of the way.
const extraEnv = {
  PREVIEWS: 'off',
  MAX_UPLOAD_MB: String(Math.max(...SIZES_MB)),
  USER_QUOTA_MB: '100000',
};

/** Resident set size of a process, from /proc (Linux). */
const rssOf = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Samples a process's RSS until stopped; returns the peak. */
function sampleRss(pid) {
  let peak = rssOf(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

/** Streams a generated PDF-looking file of `size` bytes as multipart; the client holds 1 MB. */
function uploadFile(baseUrl, cookie, size) {
  const boundary = `bench${Date.now()}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x20);
  Buffer.from('%PDF-1.7\n').copy(chunk);
  const url = new URL(`${baseUrl}/api/v1/storage/upload`);
  const hash = createHash('sha256');
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = httpRequest(
      {
        method: 'POST',
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(preamble.length + size + closing.length),
        },
      },
      (response) => {
        const parts = [];
        response.on('data', (part) => parts.push(part));
        response.on('end', () => {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          const body = JSON.parse(Buffer.concat(parts).toString());
          if (response.statusCode !== 201) return reject(new Error(JSON.stringify(body)));
          resolve({ seconds, file: body.data[0], sha256: hash.digest('hex') });
        });
      },
    );
    request.on('error', reject);
    request.write(preamble);
    let sent = 0;
    const writeMore = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(MB, size - sent));
        sent += piece.length;
        hash.update(piece);
        if (!request.write(piece)) return request.once('drain', writeMore);
      }
      request.end(closing);
    };
    writeMore();
  });
}

function downloadFile(baseUrl, cookie, fileId) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const hash = createHash('sha256');
    let bytes = 0;
    const request = httpRequest(
      `${baseUrl}/api/v1/storage/download?fileId=${fileId}`,
      { headers: { cookie } },
      (response) => {
        response.on('data', (part) => {
          bytes += part.length;
          hash.update(part);
        });
        response.on('end', () =>
          resolve({
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
            bytes,
            sha256: hash.digest('hex'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** One request of `count` text files of `size` bytes; its time in ms. */
async function uploadMany(baseUrl, cookie, count, size) {
  const form = new FormData();
  for (let index = 0; index < count; index++)
    form.append('file', new Blob([Buffer.alloc(size, 0x61)]), `note-${index}.txt`);
  const started = process.hrtime.bigint();
  const response = await fetch(`${baseUrl}/api/v1/storage/upload`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(JSON.stringify(body));
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => (bytes / MB).toFixed(1);

try {
  apps.push(await startService(environment, 'data', extraEnv));
  apps.push(await startService(environment, 'storage', extraEnv));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const gateway = await spawnApp(
    join(root, 'gateway/dist/main.js'),
    {
      ...environment.env,
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...extraEnv,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
    },
    { readyUrl: `${baseUrl}/readyz` },
  );
  apps.push(gateway);
  const pid = gateway.process.pid;
  const cookie = await accessCookie(crypto.randomUUID());

  // Warm-up: first requests load code paths and connections.
  const warm = await uploadFile(baseUrl, cookie, 2 * MB);
  await downloadFile(baseUrl, cookie, warm.file.file_id);

  const rows = [];
  for (const sizeMb of SIZES_MB) {
    const size = sizeMb * MB;
    const uploads = [];
    const downloads = [];
    let baseline = Infinity;
    let peak = 0;
    for (let round = 0; round < rounds; round++) {
      baseline = Math.min(baseline, rssOf(pid));
      const stop = sampleRss(pid);
      const uploaded = await uploadFile(baseUrl, cookie, size);
      const downloaded = await downloadFile(baseUrl, cookie, uploaded.file.file_id);
      peak = Math.max(peak, stop());
      if (downloaded.bytes !== size || downloaded.sha256 !== uploaded.sha256)
        throw new Error('downloaded bytes differ from the uploaded ones');
      uploads.push(size / MB / uploaded.seconds);
      downloads.push(size / MB / downloaded.seconds);
    }
    rows.push({ sizeMb, upload: median(uploads), download: median(downloads), baseline, peak });
  }

  const many = [];
  for (let round = 0; round < rounds; round++)
    // A person of their own each time: the quota counts start from an empty library.
    many.push(
      await uploadMany(
        baseUrl,
        await accessCookie(crypto.randomUUID()),
        SMALL_FILES,
        SMALL_FILE_BYTES,
      ),
    );

  console.log(`\n${rounds} rounds per size, medians; gateway RSS sampled every 20 ms\n`);
  console.log('| file | upload MB/s | download MB/s | gateway RSS before | peak | growth |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.sizeMb} MB | ${row.upload.toFixed(0)} | ${row.download.toFixed(0)} | ${mb(row.baseline)} MB | ${mb(row.peak)} MB | ${mb(row.peak - row.baseline)} MB |`,
    );
  }
  console.log(`\n| request | ms (median of ${rounds}) | ms per file |`);
  console.log('|---|---:|---:|');
  console.log(
    `| ${SMALL_FILES} files of ${SMALL_FILE_BYTES / 1024} KB | ${median(many).toFixed(0)} | ${(median(many) / SMALL_FILES).toFixed(1)} |`,
  );
} finally {
  await Promise.all(apps.map((app) => app.stop()));
  await environment.close();
}
