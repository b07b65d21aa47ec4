/**
 * Reading an XML file that a user uploaded or an outside system sent: hostile until parsed. fast-xml-parser never
 * fetches anything (no external entities, no XInclude), and on top of it:
 * - at most 5 MB, UTF-8 only (an invalid byte sequence is refused, not replaced);
 * - no document type declaration and no entity declaration at all: an e-invoice never has one, and without them
 *   neither external entities (XXE) nor entity expansion ("billion laughs") can exist;
 * - entities are not expanded by the library (`processEntities: false`): the five predefined ones and character
 *   references are decoded here, anything else is malformed;
 * - at most 64 nested elements (the parser counts while it reads, before any recursion);
 * - text stays text (`parseTagValue: false`): "00123" and "10.50" are never turned into numbers.
 * The result is a tree of local names (namespace prefixes dropped) in which every element is a list.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError, type ErrorCode } from '@/domain/errors';
import { isAllowedText } from '@/domain/shared/text';

export const MAX_XML_BYTES = 5 * 1024 * 1024;
export const MAX_XML_DEPTH = 64;

/**
 * An element: attributes under '@name' (prefix dropped, xmlns kept), text under '#text', its own namespace prefix
 * under '#prefix' ('' for none), children by local name.
 */
export interface XmlElement {
  [name: string]: XmlElement[] | string | undefined;
}

export interface XmlDocument {
  /** The root element's local name (Invoice, CreditNote, DocumentEnvelope…). */
  rootName: string;
  root: XmlElement;
}

function refuse(code: ErrorCode, message: string): never {
  throw new AppError(code, message);
}

const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;

/** The five predefined entities and character references; any other `&` is malformed. */
function decodeText(text: string): string {
  const decoded = text.replace(
    /&(?:#x([0-9a-fA-F]{1,6});|#([0-9]{1,7});|(amp|lt|gt|quot|apos);)|&/g,
    (match, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name) return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name]!;
      if (hex === undefined && decimal === undefined) refuse('invoice_malformed', 'A bare & in the text');
      const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        refuse('invoice_malformed', `Character reference ${match} is not a character`);
      }
      return String.fromCodePoint(code);
    },
  );
  if (!isAllowedText(decoded)) refuse('invoice_malformed', 'The text holds control characters');
  return decoded;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

type RawNode = Record<string, unknown>;

/** The parser's node as local names, every element a list, text decoded. Depth is bounded by the parser. */
function toElement(node: unknown): XmlElement {
  // No prototype: an element named __proto__ or constructor is just a name here.
  const element = Object.create(null) as XmlElement;
  if (typeof node !== 'object' || node === null) {
    element['#text'] = decodeText(String(node ?? ''));
    return element;
  }
  for (const [key, value] of Object.entries(node as RawNode)) {
    if (key === '#text') {
      element['#text'] = decodeText(String(value));
    } else if (key.startsWith('@_')) {
      const attribute = key.slice(2);
      const name = attribute.startsWith('xmlns') ? attribute : localName(attribute);
      element[`@${name}`] = decodeText(String(value));
    } else {
      const name = localName(key);
      const prefix = key.includes(':') ? key.slice(0, key.indexOf(':')) : '';
      const children = (element[name] as XmlElement[] | undefined) ?? [];
      for (const value_ of Array.isArray(value) ? value : [value]) {
        const childElement = toElement(value_);
        childElement['#prefix'] = prefix;
        children.push(childElement);
      }
      element[name] = children;
    }
  }
  return element;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  maxNestedTags: MAX_XML_DEPTH,
});

function utf8Text(bytes: Uint8Array): string {
  // A UTF-16 file starts with its byte order mark (or a zero byte): SEF and EN 16931 files are UTF-8.
  if (
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    bytes[0] === 0
  ) {
    refuse('invoice_malformed', 'Only UTF-8 files are read');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse('invoice_malformed', 'The file is not valid UTF-8 text');
  }
}

/** Reads the file as an XML document, or refuses it with the code that names what is wrong. */
export function readXmlSafely(bytes: Uint8Array): XmlDocument {
  if (bytes.byteLength > MAX_XML_BYTES) refuse('invoice_too_large', 'The file is larger than 5 MB');
  const text = utf8Text(bytes);
  if (DECLARATION.test(text)) {
    refuse('invoice_dtd_not_allowed', 'A document type or entity declaration is not allowed');
  }
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(text)?.[1];
  if (declared && !/^utf-?8$/i.test(declared))
    refuse('invoice_malformed', `Encoding ${declared} is not read`);
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line, col } = validation.err;
    refuse('invoice_malformed', `Not well-formed XML at line ${line}, column ${col}: ${msg}`.slice(0, 300));
  }
  let parsed: RawNode;
  try {
    parsed = parser.parse(text) as RawNode;
  } catch (error) {
    if (error instanceof Error && /nested tags/i.test(error.message)) {
      refuse('invoice_too_deep', `More than ${MAX_XML_DEPTH} nested elements`);
    }
    return refuse('invoice_malformed', 'The XML could not be read');
  }
  const roots = Object.entries(parsed).filter(([key]) => !key.startsWith('?') && !key.startsWith('#'));
  if (roots.length !== 1) refuse('invoice_malformed', 'An XML document has exactly one root element');
  const [rootKey, rootValue] = roots[0]!;
  const root = toElement(Array.isArray(rootValue) ? rootValue[0] : rootValue);
  root['#prefix'] = rootKey.includes(':') ? rootKey.slice(0, rootKey.indexOf(':')) : '';
  return { rootName: localName(rootKey), root };
}

/**
 * The namespace URI of an element: the declaration of its prefix on itself, else on the ancestors given (nearest
 * first). Null when undeclared.
 */
export function namespaceOf(element: XmlElement, ancestors: readonly XmlElement[] = []): string | null {
  const prefix = typeof element['#prefix'] === 'string' ? element['#prefix'] : '';
  const declaration = prefix ? `@xmlns:${prefix}` : '@xmlns';
  for (const scope of [element, ...ancestors]) {
    const value = scope[declaration];
    if (typeof value === 'string') return value;
  }
  return null;
}

/** The first element at the path of local names below `from`, if any. */
export function child(from: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = from;
  for (const name of path) {
    const next = current?.[name];
    current = Array.isArray(next) ? next[0] : undefined;
  }
  return current;
}

/** Every element at the path (the last step may repeat, and so may the steps before it). */
export function children(from: XmlElement | undefined, ...path: string[]): XmlElement[] {
  let current: XmlElement[] = from ? [from] : [];
  for (const name of path) {
    current = current.flatMap((element) => {
      const next = element[name];
      return Array.isArray(next) ? next : [];
    });
  }
  return current;
}

/** The text of the first element at the path, trimmed; null when absent or empty. */
export function textAt(from: XmlElement | undefined, ...path: string[]): string | null {
  const element = child(from, ...path);
  const text = element?.['#text'];
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** An attribute of an element (local name). */
export function attribute(element: XmlElement | undefined, name: string): string | null {
  const value = element?.[`@${name}`];
  return typeof value === 'string' ? value : null;
}
