/** `https://example.com/app/` + `/#pricing` → `https://example.com/app/#pricing`. */
export const publicLink = (publicUrl: string, path: string) =>
  `${publicUrl.replace(/\/+$/, '')}${path}`;
