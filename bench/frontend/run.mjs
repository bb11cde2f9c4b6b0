#!/usr/bin/env node
// bench/frontend: what the landing page costs a visitor. The built SPA (frontend/dist) served by
// the real gateway and services, loaded cold in headless Chromium (system package) N times per
// profile; prints markdown for docs/benchmarks.md.
//   node bench/frontend/run.mjs [runs=5]
// Needs `npx nx run-many -t build` first (frontend/dist, gateway and services dist).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  freePort,
  JWT_SECRET,
  root,
  spawnApp,
  startService,
  TestEnvironment,
} from '../lib/environment.mjs';

const runs = Number(process.argv[2] ?? 5);
const dist = join(root, 'frontend', 'dist');

/** Lighthouse's mobile profile: 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
const PROFILES = [
  { name: 'desktop, unthrottled', viewport: { width: 1440, height: 900 } },
  {
    name: 'mobile, Lighthouse throttling',
    viewport: { width: 390, height: 844 },
    cpu: 4,
    network: { latency: 150, download: (1.6 * 1024 * 1024) / 8, upload: (750 * 1024) / 8 },
  },
];

/** The entry script and its modulepreloads: what index.html makes the browser fetch at once. */
function criticalJavaScript() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return { files: files.length, raw, gzip, brotli };
}

/** Collected in the page from the first byte: paints, layout shifts, long tasks. */
const OBSERVE = () => {
  const metrics = { lcp: 0, cls: 0, longTasks: [] };
  window.__metrics = metrics;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) metrics.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      metrics.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

async function loadOnce(browser, url, profile) {
  const context = await browser.newContext({ viewport: profile.viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latency,
      downloadThroughput: profile.network.download,
      uploadThroughput: profile.network.upload,
    });
  }
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'load' });
  // The app paints after the persisted state is restored: wait for that, then for quiet.
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'));
    const beforeLoad = scripts.filter((entry) => entry.startTime <= navigation.loadEventStart);
    const sum = (entries) => entries.reduce((total, entry) => total + entry.transferSize, 0);
    const { lcp, cls, longTasks } = window.__metrics;
    // Interactive: painted, and the main thread's last long task before the network went quiet
    // has ended (a simplification of Lighthouse's TTI).
    const lastLongTaskEnd = Math.max(0, ...longTasks.map((task) => task.start + task.duration));
    const interactive = Math.max(fcp, navigation.domContentLoadedEventEnd, lastLongTaskEnd);
    const blocking = longTasks
      .filter((task) => task.start >= fcp && task.start <= interactive)
      .reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
    return {
      fcp,
      lcp,
      interactive,
      load: navigation.loadEventEnd,
      tbt: blocking,
      cls,
      jsBeforeLoad: sum(beforeLoad),
      jsTotal: sum(scripts),
      requestsBeforeLoad: beforeLoad.length,
    };
  });
  await context.close();
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => Math.round(value);

const environment = await TestEnvironment.create();
const apps = [];
let browser;
try {
  for (const service of ['data', 'identity', 'storage', 'billing']) {
    apps.push(await startService(environment, service));
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  apps.push(
    await spawnApp(
      join(root, 'gateway', 'dist', 'main.js'),
      {
        ...environment.env,
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        PUBLIC_URL: url,
        STATIC_DIR: dist,
      },
      { readyUrl: `${url}/readyz` },
    ),
  );
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  await loadOnce(browser, `${url}/`, PROFILES[0]); // warm the server's caches, not the browser's

  const critical = criticalJavaScript();
  console.log(
    `Critical JavaScript of the landing page (index.html's entry + modulepreloads, ${critical.files} files): ` +
      `${kb(critical.raw)} KB raw, ${kb(critical.gzip)} KB gzip, ${kb(critical.brotli)} KB brotli.\n`,
  );
  console.log(
    '| profile | JS before load (wire) | JS after idle (wire) | FCP ms | LCP ms | interactive ms | load ms | TBT ms | CLS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const profile of PROFILES) {
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await loadOnce(browser, `${url}/`, profile));
    const pick = (key) => median(samples.map((sample) => sample[key]));
    console.log(
      `| ${profile.name} | ${kb(pick('jsBeforeLoad'))} KB (${pick('requestsBeforeLoad')} files) | ${kb(pick('jsTotal'))} KB | ${ms(pick('fcp'))} | ${ms(pick('lcp'))} | ${ms(pick('interactive'))} | ${ms(pick('load'))} | ${ms(pick('tbt'))} | ${pick('cls').toFixed(3)} |`,
    );
  }
  console.log(
    `\nMedians of ${runs} cold loads per profile (new browser context each: empty cache).`,
  );
} finally {
  await browser?.close();
  await Promise.allSettled(apps.map((app) => app.stop()));
  await environment.close();
}
