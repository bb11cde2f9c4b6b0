import { DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';

/** Small DOM helpers over @xmldom/xmldom for Office Open XML parts. */

export function parseXml(text: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      if (level === 'fatalError') throw new Error(`Malformed XML: ${message}`);
    },
    // Some producers (ONLYOFFICE) start parts with a byte order mark, which is no XML.
  }).parseFromString(text.replace(/^\uFEFF/, ''), 'text/xml');
}

export const serializeXml = (document: Document): string =>
  new XMLSerializer().serializeToString(document);

/** Element children (not text, not comments), optionally only those with a qualified name. */
export function children(parent: Element | Document, name?: string): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (!name || (node as Element).nodeName === name))
      out.push(node as Element);
  }
  return out;
}

const child = (parent: Element | Document, name: string): Element | undefined =>
  children(parent, name)[0];

/** Follows a path of qualified names from `parent`, first match at each step. */
export function path(parent: Element | Document, ...names: string[]): Element | undefined {
  let current: Element | Document | undefined = parent;
  for (const name of names) {
    current = current && child(current, name);
    if (!current) return undefined;
  }
  return current as Element | undefined;
}

/** Every descendant with a qualified name, in document order. */
export function descendants(parent: Element | Document, name: string): Element[] {
  return Array.from(parent.getElementsByTagName(name));
}

/** The nearest ancestor with a qualified name. */
export function closest(element: Element, name: string): Element | undefined {
  for (let node = element.parentNode; node; node = node.parentNode)
    if (node.nodeName === name) return node as Element;
  return undefined;
}

export const attribute = (element: Element | undefined, name: string): string | undefined =>
  element?.getAttribute(name) ?? undefined;

export function numberAttribute(element: Element | undefined, name: string): number | undefined {
  const value = attribute(element, name);
  return value === undefined || value === '' ? undefined : Number(value);
}

export function removeAll(elements: Element[]): void {
  for (const element of elements) element.parentNode?.removeChild(element);
}
