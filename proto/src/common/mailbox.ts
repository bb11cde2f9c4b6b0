/**
 * Providers that deliver `a.n.n@` and `ann@` to one mailbox, and the domain they are known by.
 * Only these: elsewhere dots are part of the name (`ann.lee@` and `annlee@` are two people).
 */
const DOTS_IGNORED: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, for what is given once per mailbox (the starting credits):
 * lower-cased, without a plus-tag (`ann+promo@` is `ann@` at every provider that offers tags,
 * and an address that really has a `+` in its name is rare enough to share its grant), and
 * without the dots a provider ignores. Never shown or stored as the person's address: they keep
 * the one they typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const canonical = DOTS_IGNORED[domain];
  if (canonical) {
    local = local.replace(/\./g, '');
    domain = canonical;
  }
  return `${local}@${domain}`;
}
