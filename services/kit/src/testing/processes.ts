import { readdir, readFile } from 'node:fs/promises';

export interface RunningProcess {
  pid: number;
  /** Its command line, arguments separated by spaces. */
  command: string;
}

/** The processes running now whose command line contains `text` (read from /proc). */
export async function processesMatching(text: string): Promise<RunningProcess[]> {
  const found: RunningProcess[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').then(
      (raw) => raw.split('\0').join(' ').trim(),
      () => '', // ended meanwhile
    );
    if (command.includes(text)) found.push({ pid: Number(entry), command });
  }
  return found;
}

/**
 * The LibreOffice processes (and their bridges) the WarmOffices of process `ownerPid` started:
 * each names its UNO pipe `deckforge-<owner pid>-…` (office/warm-office.ts).
 */
export const officesOf = (ownerPid: number) => processesMatching(`deckforge-${ownerPid}-`);
