import type { z } from 'zod';

/**
 * Validation problems of a plan in words a person can act on: where ("Slide 4, bullet 2") and
 * what ("A bullet must not be empty"). The API answers the first one; the editor shows each
 * beside its field.
 */

const ORDINAL_PARTS: Record<string, string> = {
  bullets: 'bullet',
  pictures: 'picture',
  rows: 'table row',
  series: 'chart series',
  categories: 'chart category',
  values: 'value',
  header: 'table header, column',
};
const NAMED_PARTS: Record<string, string> = {
  left: 'left column',
  right: 'right column',
  title: 'title',
  subtitle: 'subtitle',
  notes: 'speaker notes',
  text: 'text',
  caption: 'caption',
  altText: 'alternative text',
  heading: 'heading',
  value: 'number',
  label: 'label',
  kind: 'kind',
  level: 'indent level',
};

/** "Slide 4, left column, bullet 2" for `['slides', 3, 'left', 'bullets', 1, 'text']`. */
export function planIssueLocation(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  const keys = path[0] === 'plan' ? path.slice(1) : path;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index];
    const next = keys[index + 1];
    if (key === 'slides' && typeof next === 'number') {
      parts.push(`Slide ${next + 1}`);
      index++;
    } else if (typeof key === 'string' && ORDINAL_PARTS[key] && typeof next === 'number') {
      parts.push(`${ORDINAL_PARTS[key]} ${next + 1}`);
      index++;
    } else if (typeof key === 'number') {
      parts.push(`column ${key + 1}`);
    } else if (typeof key === 'string' && NAMED_PARTS[key] && index < keys.length - 1) {
      parts.push(NAMED_PARTS[key]);
    }
  }
  return parts.join(', ');
}

/** Zod's own wording, which names no field. */
const GENERIC = /^(Invalid input|Too (big|small)|Invalid option|Expected|Unrecognized key)/;

export function describePlanIssue(issue: z.core.$ZodIssue): string {
  const where = planIssueLocation(issue.path);
  const last = issue.path[issue.path.length - 1];
  let what = issue.message;
  if (issue.code === 'unrecognized_keys') what = `Unknown field: ${issue.keys.join(', ')}`;
  else if (GENERIC.test(what)) {
    const field = typeof last === 'string' ? (NAMED_PARTS[last] ?? last) : 'This value';
    what = `The ${field} is not valid (${issue.message})`;
  }
  return where ? `${where}: ${what}` : what;
}

/** The first problem of a failed plan validation, with where it is. */
export function describePlanError(error: z.ZodError): string {
  const [first] = error.issues;
  return first ? describePlanIssue(first) : 'The deck is not valid';
}
