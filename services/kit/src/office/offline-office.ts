import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { installed } from '../process/tether';

/**
 * LibreOffice without a network (docs/decisions.md, "No network from a user's file"): a file's
 * linked pictures, OLE links and charts make it fetch their URLs while it loads or draws, even
 * headless (measured: OPTIONS, HEAD and GET to every link). Two walls, each enough on its own:
 * - a network namespace of its own (`unshare --net`, with a user namespace so that no privilege
 *   is needed): only a loopback that is down, so no connection can be made at all;
 * - a profile without the content providers that reach a network (http, https, WebDAV, FTP,
 *   CMIS) and with links from untrusted documents blocked, for hosts where namespaces are not
 *   allowed (Docker's default seccomp profile refuses them to a process without CAP_SYS_ADMIN).
 */

/** `unshare` runs the office in new user and network namespaces, as the same user. */
const NAMESPACE_PREFIX = ['unshare', '--net', '--map-current-user'];

let namespaces: Promise<boolean> | undefined;

/** Whether this host lets an unprivileged process have a network namespace (probed once). */
export function networkNamespacesAvailable(): Promise<boolean> {
  namespaces ??= new Promise((resolve) => {
    const probe = spawn(NAMESPACE_PREFIX[0], [...NAMESPACE_PREFIX.slice(1), 'true'], {
      stdio: 'ignore',
    });
    probe.once('error', () => resolve(false));
    probe.once('exit', (code) => resolve(code === 0));
  });
  return namespaces;
}

/**
 * `command` with `args` as they run without a network: inside a network namespace of its own
 * when the host allows one, as they are otherwise (the profile is then the only wall).
 */
export async function offlineCommand(
  command: string,
  args: string[],
): Promise<{ command: string; args: string[] }> {
  // A missing program stays unwrapped: spawning it fails as "not installed", not as unshare's.
  if (!(await networkNamespacesAvailable()) || !installed(command)) return { command, args };
  return { command: NAMESPACE_PREFIX[0], args: [...NAMESPACE_PREFIX.slice(1), command, ...args] };
}

const PROVIDERS =
  '/org.openoffice.ucb.Configuration/ContentProviders/Local/SecondaryKeys/Office/ProviderData';
/** The stock providers of http (3), vnd.sun.star.webdav (4), https (12), ftp (6) and CMIS (43). */
const NETWORK_PROVIDERS = ['Provider3', 'Provider4', 'Provider6', 'Provider12', 'Provider43'];

const OFFLINE_ITEMS =
  NETWORK_PROVIDERS.map(
    (provider) =>
      `<item oor:path="${PROVIDERS}"><node oor:name="${provider}" oor:op="remove"/></item>\n`,
  ).join('') +
  '<item oor:path="/org.openoffice.Office.Common/Security/Scripting">' +
  '<prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>\n';

/**
 * Makes the LibreOffice profile at `userInstallation` (the directory `-env:UserInstallation`
 * names) one that cannot reach a network: its settings are written before the first start, and
 * added to a profile an older release made.
 */
export async function seedOfflineProfile(userInstallation: string): Promise<void> {
  const user = join(userInstallation, 'user');
  const file = join(user, 'registrymodifications.xcu');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing && isOffline(existing)) return;
  await mkdir(user, { recursive: true });
  await writeFile(
    file,
    existing?.includes('</oor:items>')
      ? existing.replace('</oor:items>', `${OFFLINE_ITEMS}</oor:items>`)
      : '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<oor:items xmlns:oor="http://openoffice.org/2001/registry" ' +
          'xmlns:xs="http://www.w3.org/2001/XMLSchema" ' +
          'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n' +
          `${OFFLINE_ITEMS}</oor:items>\n`,
  );
}

/** LibreOffice writes the profile anew at exit (other paths, same removals): read what it says. */
const isOffline = (settings: string) =>
  NETWORK_PROVIDERS.every((provider) =>
    settings.includes(`oor:name="${provider}" oor:op="remove"`),
  ) && /oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</.test(settings);
