import type { Token, Tokens } from 'marked';
import { DocumentBuilder, normalise, type ParsedDocument } from './document-builder';
import { decodeText, requireText } from './text-decoding';

/**
 * Markdown through marked's lexer: headings, paragraphs, (nested) lists, quotes, tables (as
 * tables), code. Pictures are links to elsewhere and never fetched: their alt text stays.
 */
export async function parseMarkdown(bytes: Uint8Array): Promise<ParsedDocument> {
  const { lexer } = await import('marked');
  const builder = new DocumentBuilder();
  walk(lexer(requireText(decodeText(bytes))), builder, 0);
  return builder.build();
}

function walk(tokens: Token[], builder: DocumentBuilder, listDepth: number): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'heading':
        builder.heading(inline(token.tokens ?? []), token.depth as number);
        break;
      case 'paragraph':
        builder.paragraph(inline(token.tokens ?? []));
        break;
      case 'text':
        builder.paragraph(token.tokens ? inline(token.tokens) : (token.text as string));
        break;
      case 'list':
        list(token as Tokens.List, builder, listDepth);
        break;
      case 'blockquote':
        walk(token.tokens ?? [], builder, listDepth);
        break;
      case 'code':
        builder.paragraph(token.text as string);
        break;
      case 'table': {
        const table = token as Tokens.Table;
        builder.table({
          header: table.header.map((cell) => normalise(inline(cell.tokens))),
          rows: table.rows.map((row) => row.map((cell) => normalise(inline(cell.tokens)))),
        });
        break;
      }
      case 'html':
        builder.paragraph(stripTags(token.text as string));
        break;
      default:
        break; // space, hr, def: no text
    }
  }
}

function list(token: Tokens.List, builder: DocumentBuilder, depth: number): void {
  for (const item of token.items) {
    const own: string[] = [];
    const nested: Token[] = [];
    for (const child of item.tokens) {
      if (child.type === 'text' || child.type === 'paragraph')
        own.push(child.tokens ? inline(child.tokens) : (child.text as string));
      else nested.push(child);
    }
    if (own.length) builder.bullet(own.join(' '), depth);
    for (const child of nested) {
      if (child.type === 'list') list(child as Tokens.List, builder, depth + 1);
      else walk([child], builder, depth + 1);
    }
  }
}

/** The visible text of inline tokens: emphasis and links unwrapped, images by their alt text. */
function inline(tokens: Token[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'br':
          return ' ';
        case 'image':
          return token.text as string;
        case 'html':
          return stripTags(token.text as string);
        case 'codespan':
        case 'escape':
          return token.text as string;
        default:
          return 'tokens' in token && token.tokens
            ? inline(token.tokens)
            : ((token as { text?: string }).text ?? '');
      }
    })
    .join('');
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');
