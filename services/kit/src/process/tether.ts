import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The shell a tethered command runs under. Its stdin is a pipe whose only writer is the owner
 * (Node opens its pipes close-on-exec, so no other child inherits that end): the command runs in
 * the background with nothing on its stdin, and a watcher blocks reading the pipe as fd 3; end of
 * file means the owner is gone — the kernel closes its end however it ended, SIGKILL included —
 * and the watcher kills `victim`. When the command ends first, the shell stops the watcher and
 * exits with the command's status.
 */
const tetherScript = (victim: string) =>
  [
    'exec 3<&0 </dev/null',
    '"$@" 3<&- &',
    'command=$!',
    `(read -r _ <&3; kill -KILL ${victim}) &`,
    'watcher=$!',
    'exec 3<&-',
    'wait "$command"',
    'status=$?',
    'kill "$watcher" 2>/dev/null',
    'exit "$status"',
  ].join('\n');

/** In a process group of its own (spawnTethered), the whole group goes. */
const GROUP_TETHER = tetherScript('0');
/** In the owner's group (execFile cannot detach), only the command: what it starts is its own. */
const COMMAND_TETHER = tetherScript('"$command"');

export interface TetheredStdio {
  stdout?: 'ignore' | 'pipe';
  stderr?: 'ignore' | 'pipe';
}

/**
 * Runs `command` in a process group of its own (a session, so `killGroup` ends it and every
 * child it starts) that dies with this process (docs/architecture.md, "Tests"): Linux offers
 * no parent-death signal to Node, and LibreOffice, started as `soffice` → `oosplash` →
 * `soffice.bin`, would otherwise outlive an owner that was killed, reparented to init.
 * A command that is not installed is spawned as it is, so that it fails with ENOENT as before.
 */
export function spawnTethered(
  command: string,
  args: string[],
  { stdout = 'ignore', stderr = 'ignore' }: TetheredStdio = {},
): ChildProcess {
  if (!installed(command))
    return spawn(command, args, { detached: true, stdio: ['ignore', stdout, stderr] });
  return spawn('/bin/sh', ['-c', GROUP_TETHER, 'tether', command, ...args], {
    detached: true,
    stdio: ['pipe', stdout, stderr],
  });
}

/**
 * `execFile`'s file and arguments for a one-shot tool (Tesseract, Poppler, ffmpeg, PocketSphinx)
 * that dies with this process: without it a worker killed mid-OCR leaves its tesseract running,
 * reparented to init. The command's status and output are the caller's as before, a timeout
 * still ends it (its shell dies, the owner's end of the pipe closes, the watcher kills it), and a
 * command that is not installed still fails with ENOENT.
 */
export function tethered(command: string, args: string[]): [string, string[]] {
  if (!installed(command)) return [command, args];
  return ['/bin/sh', ['-c', COMMAND_TETHER, 'tether', command, ...args]];
}

/** Ends a detached child and everything in its process group at once (nothing if it ended). */
export function killGroup(child: ChildProcess): void {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Whether `command` names an executable file, as given or on the PATH. */
export function installed(command: string): boolean {
  const candidates = command.includes('/')
    ? [command]
    : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, command));
  return candidates.some((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}
