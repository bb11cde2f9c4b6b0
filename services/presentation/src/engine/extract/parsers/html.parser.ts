import type { ChildNode, Element } from 'domhandler';
import { DocumentBuilder, type ParsedDocument } from './document-builder';
import type { FigureFiles } from './figure-files';
import { tableOf } from './html-tables';

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'canvas',
  'nav',
  'button',
  'select',
  'input',
  'textarea',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hr',
  'html',
  'legend',
  'main',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
]);

/**
 * HTML (also what mammoth makes of a .docx): h1–h6 are headings, list items bullets (nested
 * lists one level deeper), data tables tables (layout tables their text), pictures embedded as
 * `data:` URLs figures (written to `figures`), captions (`figcaption`, `caption`, Word's
 * Caption style) caption blocks, other blocks paragraphs. Scripts, styles and navigation are
 * skipped; entities are decoded by the parser.
 */
export async function parseHtml(html: string, figures?: FigureFiles): Promise<ParsedDocument> {
  const { parseDocument } = await import('htmlparser2');
  const builder = new DocumentBuilder();
  await new HtmlWalker(builder, figures).read(parseDocument(html).children);
  return builder.build();
}

class HtmlWalker {
  private inline = '';

  constructor(
    private readonly builder: DocumentBuilder,
    private readonly figures?: FigureFiles,
  ) {}

  async read(nodes: ChildNode[]): Promise<void> {
    await this.walk(nodes, 0);
    this.flush();
  }

  private async walk(nodes: ChildNode[], listDepth: number): Promise<void> {
    for (const node of nodes) {
      if (node.type === 'text') {
        this.inline += (node as unknown as { data: string }).data;
        continue;
      }
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const element = node as Element;
      const name = element.name.toLowerCase();
      if (SKIPPED.has(name)) continue;
      if (name === 'head') {
        const title = findFirst(element.children, 'title');
        if (title) this.builder.setTitle(textOf(title.children));
        continue;
      }
      const heading = /^h([1-6])$/.exec(name);
      if (heading) {
        this.flush();
        this.builder.heading(textOf(element.children), Number(heading[1]));
      } else if (name === 'ul' || name === 'ol') {
        this.flush();
        this.list(element, listDepth);
      } else if (name === 'li') {
        this.flush();
        this.listItem(element, listDepth);
      } else if (name === 'table' && this.table(element)) {
        continue;
      } else if (name === 'tr') {
        this.flush();
        const cells = element.children.filter(
          (child): child is Element => child.type === 'tag' && /^t[dh]$/i.test(child.name),
        );
        this.builder.paragraph(cells.map((cell) => textOf(cell.children).trim()).join(' | '));
      } else if (name === 'img') {
        await this.picture(element);
      } else if (name === 'br') {
        this.inline += ' ';
      } else if (isCaptionElement(element)) {
        this.flush();
        this.builder.caption(textOf(element.children));
      } else if (BLOCKS.has(name)) {
        this.flush();
        await this.walk(element.children, listDepth);
        this.flush();
      } else {
        await this.walk(element.children, listDepth);
      }
    }
  }

  /** A data table as a table; false for a layout table (its text is read as prose). */
  private table(element: Element): boolean {
    const table = tableOf(element, textOf);
    if (!table) return false;
    this.flush();
    this.builder.table(table);
    return true;
  }

  /** A picture embedded in the page (`data:` URL); linked ones are never fetched. */
  private async picture(image: Element) {
    const match = /^data:image\/[a-z+.-]+;base64,/i.exec(image.attribs.src ?? '');
    if (!match || !this.figures) return;
    const bytes = Buffer.from(image.attribs.src.slice(match[0].length), 'base64');
    const alt = (image.attribs.alt ?? image.attribs.title ?? '').trim();
    const figure = await this.figures.add(bytes, alt ? { altText: alt } : {});
    if (!figure) return;
    this.flush();
    this.builder.figure(figure);
  }

  private list(list: Element, depth: number) {
    for (const child of list.children) {
      if (child.type === 'tag' && (child as Element).name.toLowerCase() === 'li')
        this.listItem(child as Element, depth);
    }
  }

  private listItem(item: Element, depth: number) {
    const nested = item.children.filter(
      (child): child is Element => child.type === 'tag' && /^(ul|ol)$/i.test(child.name),
    );
    const own = item.children.filter((child) => !nested.includes(child as Element));
    this.builder.bullet(textOf(own), depth);
    for (const list of nested) this.list(list, depth + 1);
  }

  private flush() {
    this.builder.paragraph(this.inline);
    this.inline = '';
  }
}

/** figcaption, a table's caption, and paragraphs in Word's Caption style (class "caption"). */
const isCaptionElement = (element: Element) =>
  /^(figcaption|caption)$/i.test(element.name) ||
  (element.name.toLowerCase() === 'p' && /\bcaption\b/i.test(element.attribs.class ?? ''));

/** All text under some nodes, skipping what is never shown. */
function textOf(nodes: ChildNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'text') text += (node as unknown as { data: string }).data;
    else if (node.type === 'tag') {
      const element = node as Element;
      if (SKIPPED.has(element.name.toLowerCase())) continue;
      text += element.name.toLowerCase() === 'br' ? ' ' : textOf(element.children);
      if (BLOCKS.has(element.name.toLowerCase()) || element.name.toLowerCase() === 'li')
        text += ' ';
    }
  }
  return text;
}

function findFirst(nodes: ChildNode[], name: string): Element | undefined {
  for (const node of nodes) {
    if (node.type !== 'tag') continue;
    const element = node as Element;
    if (element.name.toLowerCase() === name) return element;
    const inner = findFirst(element.children, name);
    if (inner) return inner;
  }
  return undefined;
}
