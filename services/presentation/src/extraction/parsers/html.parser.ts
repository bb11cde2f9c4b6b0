import type { ChildNode, Element } from 'domhandler';
import { DocumentBuilder, type ParsedDocument } from './document-builder';

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
 * lists one level deeper), table rows one paragraph each, other blocks paragraphs. Scripts,
 * styles and navigation are skipped; entities are decoded by the parser.
 */
export async function parseHtml(html: string): Promise<ParsedDocument> {
  const { parseDocument } = await import('htmlparser2');
  const builder = new DocumentBuilder();
  new HtmlWalker(builder).read(parseDocument(html).children);
  return builder.build();
}

class HtmlWalker {
  private inline = '';

  constructor(private readonly builder: DocumentBuilder) {}

  read(nodes: ChildNode[]): void {
    this.walk(nodes, 0);
    this.flush();
  }

  private walk(nodes: ChildNode[], listDepth: number): void {
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
      } else if (name === 'tr') {
        this.flush();
        const cells = element.children.filter(
          (child): child is Element => child.type === 'tag' && /^t[dh]$/i.test(child.name),
        );
        this.builder.paragraph(cells.map((cell) => textOf(cell.children).trim()).join(' | '));
      } else if (name === 'br') {
        this.inline += ' ';
      } else if (BLOCKS.has(name)) {
        this.flush();
        this.walk(element.children, listDepth);
        this.flush();
      } else {
        this.walk(element.children, listDepth);
      }
    }
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
