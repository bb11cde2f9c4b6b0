import { execFile } from 'node:child_process';
import { tethered } from '@deckforge/kit/process';

export interface FfmpegResult {
  exitCode: number;
  stderr: string;
}

export class FfmpegTimeout extends Error {
  override readonly name = 'FfmpegTimeout';
}

/**
 * The ffmpeg binary: FFMPEG_PATH when configured, else the static build shipped in the
 * @ffmpeg-installer package for this platform (loaded only then, since it throws on platforms
 * it has no build for).
 */
export function ffmpegBinary(configured?: string): string {
  if (configured) return configured;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/**
 * Runs ffmpeg with a hard time limit (SIGKILL when exceeded) and bounded output. Never throws
 * for a non-zero exit: callers read the diagnostics. Inputs are file paths we chose; arguments
 * go to the binary directly, never through a shell.
 */
export function runFfmpeg(
  binary: string,
  args: string[],
  timeoutMs: number,
): Promise<FfmpegResult> {
  return new Promise((resolve, reject) => {
    execFile(
      ...tethered(binary, ['-hide_banner', '-nostdin', ...args]),
      { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024, encoding: 'utf8' },
      (error, _stdout, stderr) => {
        if (error && (error as { killed?: boolean }).killed)
          return reject(new FfmpegTimeout(`ffmpeg took longer than ${timeoutMs} ms`));
        if (error && typeof (error as { code?: unknown }).code === 'string') return reject(error); // the binary could not be started at all
        resolve({ exitCode: error ? Number((error as { code?: number }).code ?? 1) : 0, stderr });
      },
    );
  });
}
