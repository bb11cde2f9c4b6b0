import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flatPresentation } from '../../src/testing/libreoffice';
import { RendererUnavailableError } from '../../src/office/libreoffice-renderer';
import { type OfficeRenderEvent, WarmOffice } from '../../src/office/warm-office';

const PYTHON = '/usr/bin/python3';
const available =
  spawnSync('soffice', ['--version']).status === 0 &&
  spawnSync(PYTHON, ['-c', 'import uno']).status === 0;
if (!available)
  console.warn('WarmOffice tests skipped: they need soffice and python3-uno (Debian packages)');

/** Width and height of a PNG, from its header. */
const pngSize = (path: string) => {
  const bytes = readFileSync(path);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

(available ? describe : describe.skip)(WarmOffice.name, () => {
  let dir: string;
  let office: WarmOffice;
  let deck: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'warm-office-'));
    deck = join(dir, 'deck.fodp');
    writeFileSync(deck, flatPresentation(['First slide', 'Second slide']));
    office = new WarmOffice({ sofficePath: 'soffice', pythonPath: PYTHON, timeoutMs: 60_000 });
  });
  afterAll(async () => {
    await office?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws every slide to PNG in order, in the page proportions, then prints the PDF', async () => {
    const events: OfficeRenderEvent[] = [];
    const pdf = join(dir, 'deck.pdf');
    await office.render({ input: deck, pngDir: join(dir, 'all'), widthPx: 640, pdf }, (event) =>
      events.push(event),
    );
    expect(events.map((event) => event.event)).toEqual(['loaded', 'page', 'page', 'pdf']);
    expect(events[0]).toMatchObject({ pages: 2 });
    const pages = events.filter((event) => event.event === 'page');
    expect(pages.map((event) => event.page)).toEqual([1, 2]);
    for (const page of pages) expect(pngSize(page.path)).toEqual({ width: 640, height: 360 });
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('draws only the pages asked for', async () => {
    const pages: number[] = [];
    await office.render(
      { input: deck, pngDir: join(dir, 'some'), widthPx: 320, pages: [2] },
      (e) => {
        if (e.event === 'page') pages.push(e.page);
      },
    );
    expect(pages).toEqual([2]);
    expect(existsSync(join(dir, 'some', 'slide-1.png'))).toBe(false);
  });

  it('keeps a deck loaded for the next request on it, until released', async () => {
    const kept = join(dir, 'kept.fodp');
    writeFileSync(kept, flatPresentation(['Kept first', 'Kept second']));
    const request = { input: kept, pngDir: join(dir, 'kept'), widthPx: 320, keep: true };
    await office.render({ ...request, pages: [1] });
    rmSync(kept); // from now on only the loaded deck can be drawn
    const pages: number[] = [];
    await office.render({ ...request, pages: [2] }, (event) => {
      if (event.event === 'page') pages.push(event.page);
    });
    expect(pages).toEqual([2]);
    await office.release();
    await expect(office.render({ ...request, pages: [1] })).rejects.toThrow(/LibreOffice/);
  });

  it('fails a document it cannot open, and serves the next one', async () => {
    const broken = join(dir, 'broken.pptx');
    writeFileSync(broken, 'not a presentation');
    await expect(
      office.render({ input: broken, pngDir: join(dir, 'broken'), widthPx: 320 }),
    ).rejects.toThrow(/LibreOffice/);
    await expect(
      office.render({ input: deck, pngDir: join(dir, 'after'), widthPx: 320 }),
    ).resolves.toBeUndefined();
  });

  it('ends a request past its time, and starts again for the next', async () => {
    const impatient = new WarmOffice({
      sofficePath: 'soffice',
      pythonPath: PYTHON,
      timeoutMs: 60_000,
    });
    try {
      await impatient.start();
      (impatient as unknown as { options: { timeoutMs: number } }).options.timeoutMs = 1;
      await expect(
        impatient.render({ input: deck, pngDir: join(dir, 'late'), widthPx: 320 }),
      ).rejects.toThrow('LibreOffice took longer than 1 ms');
      (impatient as unknown as { options: { timeoutMs: number } }).options.timeoutMs = 60_000;
      await expect(
        impatient.render({ input: deck, pngDir: join(dir, 'again'), widthPx: 320 }),
      ).resolves.toBeUndefined();
    } finally {
      await impatient.close();
    }
  });

  it('runs a low-priority office at its niceness while it yields, its session included', async () => {
    const NICENESS = 7; // no other office of these tests runs at 7
    const background = new WarmOffice({
      sofficePath: 'soffice',
      pythonPath: PYTHON,
      timeoutMs: 60_000,
      niceness: NICENESS,
    });
    /** The office's processes: the only ones at NICENESS. */
    const officeProcesses = () =>
      readdirSync('/proc')
        .filter((pid) => /^\d+$/.test(pid))
        .filter((pid) => {
          try {
            const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
            return stat[0] !== 'Z' && Number(stat[16]) === NICENESS;
          } catch {
            return false; // ended meanwhile
          }
        });
    /** The session's niceness (autogroup), where the kernel schedules by session. */
    const sessionNiceness = () =>
      officeProcesses()
        .filter((pid) => existsSync(`/proc/${pid}/autogroup`))
        .map((pid) => /nice (\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'))![1]);
    try {
      await background.start();
      expect(officeProcesses().length).toBeGreaterThan(0);
      expect(new Set(sessionNiceness())).not.toContain(String(NICENESS));
      await background.yieldProcessor(true);
      for (const niceness of sessionNiceness()) expect(niceness).toBe(String(NICENESS));
      await background.yieldProcessor(false);
      for (const niceness of sessionNiceness()) expect(niceness).toBe('0');
    } finally {
      await background.close();
    }
  });

  it('says so when the bridge cannot run', async () => {
    const missing = new WarmOffice({
      sofficePath: 'soffice',
      pythonPath: join(dir, 'no-such-python'),
      timeoutMs: 10_000,
    });
    await expect(missing.start()).rejects.toBeInstanceOf(RendererUnavailableError);
    await missing.close();
  });
});
