import type { Rgb } from './theme-colours';
import type { Box } from './template-analysis';
import type { FrameRole } from './derived-frames';

/** A placeholder written into a derived layout: where, what kind, and how its text is set. */
export interface FramePlaceholder {
  /** `title`, `ctrTitle`, `subTitle` or `body`. */
  type: string;
  box: Box;
  /** Point sizes of the outline levels (one for a title or subtitle). */
  sizes: number[];
  /** A theme colour's name or a colour of its own. */
  colour: string | Rgb;
  anchor: 't' | 'ctr' | 'b';
  /**
   * How its paragraphs are set: a list with bullets and hanging indents (the master's text
   * styles give none), plain lines without (a subtitle), else as the master's body style says.
   */
  paragraphs?: 'list' | 'plain';
  /** Paragraph alignment (`l`, `ctr`, `r`), where not the master's. */
  align?: string;
}

/** What each role's placeholders are, by title and body (ECMA-376 ST_PlaceholderType). */
export const PLACEHOLDER_TYPES: Record<FrameRole, { title: string; body: string }> = {
  cover: { title: 'ctrTitle', body: 'subTitle' },
  content: { title: 'title', body: 'body' },
  section: { title: 'title', body: 'body' },
};

/** The prompt PowerPoint shows in an empty placeholder of a layout. */
const PROMPTS: Record<string, string> = {
  title: 'Click to edit Master title style',
  ctrTitle: 'Click to edit Master title style',
  subTitle: 'Click to edit Master subtitle style',
  body: 'Click to edit Master text styles',
};
/** Bullet and hanging indent per list level (EMU), as Office's own body style sets them. */
const LIST_LEVELS = [
  { marL: 342_900, indent: -342_900, char: '•' },
  { marL: 742_950, indent: -285_750, char: '–' },
  { marL: 1_143_000, indent: -228_600, char: '•' },
];

/** A layout's placeholder shape (`p:sp`), in the namespaces' usual prefixes `p:` and `a:`. */
export function placeholderXml(placeholder: FramePlaceholder, id: number): string {
  const { type, box, sizes } = placeholder;
  const title = type === 'title' || type === 'ctrTitle';
  const font = title ? '+mj-lt' : '+mn-lt';
  const idx = title ? '' : ' idx="1"';
  const levels = sizes
    .map((size, level) => {
      const list = placeholder.paragraphs === 'list' ? LIST_LEVELS[level] : undefined;
      const plain = title || placeholder.paragraphs === 'plain';
      const indents = list
        ? `marL="${list.marL}" indent="${list.indent}"`
        : plain
          ? 'marL="0" indent="0"'
          : '';
      const paragraph = placeholder.align ? `${indents} algn="${placeholder.align}"` : indents;
      const bullet = list
        ? `<a:buFont typeface="Arial"/><a:buChar char="${list.char}"/>`
        : plain
          ? '<a:buNone/>'
          : '';
      return (
        `<a:lvl${level + 1}pPr ${paragraph}>${bullet}` +
        `<a:defRPr sz="${Math.round(size * 100)}">${fill(placeholder.colour)}` +
        `<a:latin typeface="${font}"/></a:defRPr></a:lvl${level + 1}pPr>`
      );
    })
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${type} ${id}"/>` +
    `<p:cNvSpPr><a:spLocks noGrp="1"/></p:cNvSpPr><p:nvPr><p:ph type="${type}"${idx}/></p:nvPr></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="${Math.round(box.x)}" y="${Math.round(box.y)}"/>` +
    `<a:ext cx="${Math.round(box.w)}" cy="${Math.round(box.h)}"/></a:xfrm></p:spPr>` +
    `<p:txBody><a:bodyPr anchor="${placeholder.anchor}"/><a:lstStyle>${levels}</a:lstStyle>` +
    `<a:p><a:r><a:rPr lang="en-US"/><a:t>${PROMPTS[type] ?? PROMPTS.body}</a:t></a:r></a:p></p:txBody></p:sp>`
  );
}

function fill(colour: string | Rgb): string {
  if (typeof colour === 'string')
    return `<a:solidFill><a:schemeClr val="${colour}"/></a:solidFill>`;
  const hex = [colour.r, colour.g, colour.b]
    .map((c) => Math.round(c).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  return `<a:solidFill><a:srgbClr val="${hex}"/></a:solidFill>`;
}
