/**
 * The deck's name in the projects folder is the presentation's title: without path
 * separators, control or reserved characters, at most 100 characters. Storage adds `.pptx`
 * and makes the name unique in the folder.
 */
export function projectTitle(title: string): string {
  const clean = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100)
    .trim();
  return clean || 'Presentation';
}
