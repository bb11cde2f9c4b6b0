#!/usr/bin/env node
// Runs after every `npm install` (root postinstall). The registry mirror our machines use lacks
// some prebuilt binaries for other platforms (e.g. @swc/core-darwin-arm64); npm then leaves those
// optional packages out of package-lock.json, and `npm ci` refuses the lock as "out of sync".
// This records each missing optional package with its version and the os/cpu read from its name,
// exactly what npm needs to skip it on other platforms and fetch it on its own.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OS = [
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'android',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'wasm32',
  'mips64el',
];

const file = join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Where npm would look for `name` from the package at `from` (nested first, then hoisted). */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent >= 0 ? base.slice(0, parent) : '';
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const tokens = name.split(/[/-]/);
    const os = OS.filter((token) => tokens.includes(token));
    const cpu = CPU.filter((token) => tokens.includes(token));
    packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~=]/, ''),
      ...(cpu.length ? { cpu } : {}),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os.length ? { os } : {}),
    };
    added++;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `complete-lockfile: recorded ${added} optional platform package(s) the registry did not serve`,
  );
}
