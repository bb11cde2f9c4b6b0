import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { RenderAbortedError, RendererUnavailableError } from './libreoffice-renderer';
import { killGroup, spawnTethered } from '../process/tether';
import { offlineCommand, seedOfflineProfile } from './offline-office';
import { SessionNiceness } from './session-niceness';

export interface WarmOfficeOptions {
  sofficePath: string;
  /** A Python 3 with LibreOffice's UNO module (Debian: `/usr/bin/python3` with python3-uno). */
  pythonPath: string;
  /** Longest one request may take; beyond it the office is killed (and started again on the next). */
  timeoutMs: number;
  /** Longest a start (office, profile on the first start, bridge, warm-up) may take. */
  startTimeoutMs?: number;
  /**
   * The office's lower CPU priority (`nice -n`) for work that may wait (PDFs). Its session takes
   * it while the office yields (`yieldProcessor`), so that the work people wait for (slide
   * images) goes first, and runs at the normal priority otherwise, so that a busy machine
   * never starves it (session-niceness.ts).
   */
  niceness?: number;
  /**
   * Runs the office in a network namespace of its own when the host allows it (the default);
   * false leaves its offline profile as the only wall (offline-office.ts).
   */
  networkNamespace?: boolean;
}

/** What to make of one deck: slide images (all, or some pages, 1-based) and/or a PDF. */
export interface OfficeRenderRequest {
  input: string;
  pngDir?: string;
  widthPx?: number;
  pages?: number[];
  pdf?: string;
  /**
   * Leaves the deck loaded in the office after this request, so that the next request for the
   * same input draws at once (offices sharing a deck take a page at a time); `release` closes it.
   */
  keep?: boolean;
}

export type OfficeRenderEvent =
  | { event: 'loaded'; pages: number }
  | { event: 'page'; page: number; path: string }
  | { event: 'pdf'; path: string };

type BridgeMessage =
  | { event: 'ready' }
  | (OfficeRenderEvent & { id: number })
  | { id: number; event: 'done' }
  | { id: number; event: 'error'; message: string };

interface Running {
  office: ChildProcess;
  bridge: ChildProcess;
  /** Settles when either process ends. */
  ended: Promise<string>;
  listeners: Map<number, (message: BridgeMessage) => void>;
}

const BRIDGE_SCRIPT = join(__dirname, 'office-bridge.py');

/**
 * One LibreOffice kept running between decks (docs/decisions.md, "Slide previews"): started once
 * with its own profile and a UNO pipe, without a network (offline-office.ts), driven by `office-bridge.py`, warmed up before the first
 * deck. Requests run one at a time (one office renders one document at a time). A request that
 * hangs past `timeoutMs`, or an office that dies, ends both processes; the next request starts
 * them again with the profile already built.
 */
export class WarmOffice {
  private profileDir?: string;
  private running?: Promise<Running>;
  private turn: Promise<unknown> = Promise.resolve();
  private current?: Running;
  private nextId = 1;
  private closed = false;
  private session?: SessionNiceness;
  private yielding = false;

  constructor(private readonly options: WarmOfficeOptions) {}

  /** Starts the office now rather than on the first request (fails when it cannot start). */
  async start(): Promise<void> {
    await this.ensureRunning();
  }

  /** Renders one deck; `onEvent` hears each slide image and the PDF as soon as it is written. */
  render(request: OfficeRenderRequest, onEvent: (event: OfficeRenderEvent) => void = () => {}) {
    return this.queued(() => this.send({ op: 'render', ...request }, onEvent));
  }

  /** While `yielding`, the office's session runs at `niceness`; otherwise at the normal one. */
  yieldProcessor(yielding: boolean): Promise<void> {
    this.yielding = yielding;
    return this.session?.set(yielding ? (this.options.niceness ?? 0) : 0) ?? Promise.resolve();
  }

  /** Closes the deck a `keep` request left loaded (nothing to do when none is). */
  release(): Promise<void> {
    return this.queued(() => this.send({ op: 'release' }, () => {}));
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
    if (this.profileDir) await rm(this.profileDir, { recursive: true, force: true });
  }

  /** One request at a time: an office works on one document at a time. */
  private queued(work: () => Promise<void>): Promise<void> {
    const result = this.turn.then(work, work);
    this.turn = result.catch(() => undefined);
    return result;
  }

  private async send(
    request: Record<string, unknown>,
    onEvent: (event: OfficeRenderEvent) => void,
  ): Promise<void> {
    await this.exchange(await this.ensureRunning(), request, onEvent);
  }

  /** One request to a running bridge, answered by `done` or `error`, within `timeoutMs`. */
  private async exchange(
    running: Running,
    request: Record<string, unknown>,
    onEvent: (event: OfficeRenderEvent) => void,
  ): Promise<void> {
    const id = this.nextId++;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        new Promise<void>((resolve, reject) => {
          running.listeners.set(id, (message) => {
            if (message.event === 'done') resolve();
            else if (message.event === 'error')
              reject(new Error(`LibreOffice: ${message.message}`));
            else if (message.event !== 'ready') onEvent(message);
          });
          running.bridge.stdin!.write(`${JSON.stringify({ id, ...request })}\n`);
        }),
        running.ended.then((why) => {
          throw this.closed ? new RenderAbortedError(why) : new Error(why);
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            reject(new Error(`LibreOffice took longer than ${this.options.timeoutMs} ms`));
            void this.stop();
          }, this.options.timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      running.listeners.delete(id);
    }
  }

  private ensureRunning(): Promise<Running> {
    if (this.closed) return Promise.reject(new RenderAbortedError('The office is closed'));
    this.running ??= this.launch().catch((error: unknown) => {
      this.running = undefined;
      throw error;
    });
    return this.running;
  }

  private async launch(): Promise<Running> {
    this.profileDir ??= await mkdtemp(join(tmpdir(), 'deckforge-office-'));
    const pipe = `deckforge-${process.pid}-${randomBytes(6).toString('hex')}`;
    const installation = join(this.profileDir, 'profile');
    await seedOfflineProfile(installation);
    // The UNO pipe is a socket in /tmp: the bridge outside the namespace reaches it.
    const officeArgs = [
      '--headless',
      '--invisible',
      '--norestore',
      '--nologo',
      '--nodefault',
      '--nolockcheck',
      `-env:UserInstallation=${pathToFileURL(installation).href}`,
      `--accept=pipe,name=${pipe};urp;StarOffice.ComponentContext`,
    ];
    const offline =
      this.options.networkNamespace === false
        ? { command: this.options.sofficePath, args: officeArgs }
        : await offlineCommand(this.options.sofficePath, officeArgs);
    const command = [offline.command, ...offline.args];
    if (this.options.niceness) command.unshift('nice', '-n', String(this.options.niceness));
    // Its own process group (soffice starts soffice.bin, and a kill must reach both), tethered to
    // this process: when it dies, however, the office dies with it (process/tether.ts).
    const office = spawnTethered(command[0], command.slice(1));
    this.session = office.pid ? new SessionNiceness(office.pid) : undefined;
    if (this.yielding) await this.session?.set(this.options.niceness ?? 0);
    const bridge = spawn(this.options.pythonPath, [BRIDGE_SCRIPT, pipe, String(process.pid)], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    bridge.stderr!.on(
      'data',
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)),
    );
    const listeners = new Map<number, (message: BridgeMessage) => void>();
    const ended = new Promise<string>((resolve) => {
      const missing = (tool: string) => (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ENOENT' ? `${tool} is not installed` : error.message);
      office.once('error', missing(this.options.sofficePath));
      bridge.once('error', missing(this.options.pythonPath));
      office.once('exit', (code, signal) => resolve(`LibreOffice stopped (${signal ?? code})`));
      bridge.once('exit', (code, signal) =>
        resolve(`The LibreOffice bridge stopped (${signal ?? code}): ${stderr.trim()}`),
      );
    });
    const running: Running = { office, bridge, ended, listeners };
    const ready = new Promise<void>((resolve) => {
      createInterface({ input: bridge.stdout! }).on('line', (line) => {
        let message: BridgeMessage;
        try {
          message = JSON.parse(line) as BridgeMessage;
        } catch {
          return; // not ours (a library printing): ignore
        }
        if (message.event === 'ready') resolve();
        else listeners.get(message.id)?.(message);
      });
    });
    // The first deck after this finds one ready: when either ends, the next request restarts.
    void ended.then(() => {
      if (this.running && this.current === running) this.running = undefined;
      killGroup(office);
      bridge.kill('SIGKILL');
    });
    this.current = running;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ready,
        ended.then((why) => {
          throw new RendererUnavailableError(why);
        }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('LibreOffice did not start in time')),
            this.options.startTimeoutMs ?? 120_000,
          );
        }),
      ]);
      await this.exchange(running, { op: 'warm', dir: this.profileDir }, () => {});
    } catch (error) {
      killGroup(office);
      bridge.kill('SIGKILL');
      throw error;
    } finally {
      clearTimeout(timer);
    }
    return running;
  }

  private async stop(): Promise<void> {
    const running = this.current;
    this.current = undefined;
    this.running = undefined;
    if (!running) return;
    killGroup(running.office);
    running.bridge.kill('SIGKILL');
    await running.ended;
  }
}
