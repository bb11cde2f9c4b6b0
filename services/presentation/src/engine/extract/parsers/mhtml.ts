/**
 * The HTML page of a web archive (MHTML, `.mht`: a MIME message whose first `text/html` part is
 * the page), as Word imports one (`w:altChunk`) and Internet Explorer saved them. Its
 * quoted-printable or base64 encoding and its charset are undone; the other parts (the page's
 * pictures) are not read. Undefined when there is no HTML part.
 */
export function mhtmlPage(bytes: Uint8Array): string | undefined {
  const message = Buffer.from(bytes).toString('latin1');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(message)?.[1];
  const parts = boundary ? message.split(`--${boundary}`).slice(1) : [message];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    if (!/content-type:\s*text\/html/i.test(headers)) continue;
    const body = part.slice(split).replace(/^\s+/, '');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1].toLowerCase();
    const raw =
      encoding === 'base64'
        ? Buffer.from(body, 'base64')
        : encoding === 'quoted-printable'
          ? quotedPrintable(body)
          : Buffer.from(body, 'latin1');
    const charset = /charset="?([\w-]+)"?/i.exec(headers)?.[1] ?? 'utf-8';
    try {
      return new TextDecoder(charset).decode(raw);
    } catch {
      return new TextDecoder('utf-8').decode(raw);
    }
  }
  return undefined;
}

/** RFC 2045 quoted-printable: soft line breaks dropped, `=XX` as the byte XX. */
function quotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < joined.length; at++) {
    const hex = joined.slice(at + 1, at + 3);
    if (joined[at] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else bytes.push(joined.charCodeAt(at) & 0xff);
  }
  return Buffer.from(bytes);
}
