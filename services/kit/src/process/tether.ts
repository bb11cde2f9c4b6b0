import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The shell a tethered command runs under. Its stdin is a pipe whose only writer is the owner
 * (Node opens its pipes close-on-exec, so no other child inherits that end): the command runs in
 * the background with nothing on its stdin, and a watcher blocks reading the pipe as fd 3; end of
 * file means the owner is gone — the kernel closes its end however it ended, SIGKILL included —
 * and the watcher kills the whole process group. When the command ends first, the shell stops
 * the watcher and exits with the command's status.
 */
const TETHER_SCRIPT = [
  'exec 3<&0 </dev/null',
  '"$@" 3<&- &',
  'command=$!',
  '(read -r _ <&3; kill -KILL 0) &',
  'watcher=$!',
  'exec 3<&-',
  'wait "$command"',
  'status=$?',
  'kill "$watcher" 2>/dev/null',
  'exit "$status"',
].join('\n');

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
  return spawn('/bin/sh', ['-c', TETHER_SCRIPT, 'tether', command, ...args], {
    detached: true,
    stdio: ['pipe', stdout, stderr],
  });
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
