/**
 * The XML of WebDAV request bodies (RFC 4918, 4791, 6578), read namespace-aware: tsdav writes
 * `<d:propfind xmlns:d="DAV:">`, vdirsyncer `<propfind xmlns="DAV:">` or `<ns0:prop xmlns:ns0="DAV:">`,
 * and all of them mean the same element. The bodies are small (256 KB at most) and simple, so a
 * strict little parser does: elements, attributes, text, CDATA, comments, processing
 * instructions and the predefined and numeric character references. A DOCTYPE is refused, so no
 * entity can be declared, expanded or fetched.
 */

export const NS = {
  dav: 'DAV:',
  caldav: 'urn:ietf:params:xml:ns:caldav',
  cs: 'http://calendarserver.org/ns/',
  apple: 'http://apple.com/ns/ical/',
  /** Our own namespace: the reason of every refusal, and the preconditions no RFC names. */
  ds: 'urn:x-driving-school:dav',
} as const;

export interface XmlElement {
  ns: string;
  local: string;
  /** Attributes without a namespace prefix, by name (`name`, `start`, `end`, `collation`…). */
  attributes: Map<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), children's text excluded. */
  text: string;
}

export class XmlError extends Error {}

const MAX_DEPTH = 64;
const MAX_ELEMENTS = 20_000;
const MAX_ATTRIBUTES = 50;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

function decodeReferences(raw: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new XmlError('unterminated character reference');
    if (name.startsWith('#')) {
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      const digits = name[1] === 'x' ? /^#x[0-9a-fA-F]+$/ : /^#\d+$/;
      if (!digits.test(name) || !Number.isFinite(code) || code < 1 || code > 0x10ffff) {
        throw new XmlError(`bad character reference &${name};`);
      }
      return String.fromCodePoint(code);
    }
    const value = PREDEFINED[name];
    if (value === undefined) throw new XmlError(`unknown entity &${name};`);
    return value;
  });
}

interface OpenElement {
  qname: string;
  element: XmlElement;
  scope: Map<string, string>;
}

/** Parses one XML document; throws XmlError on anything malformed or unsupported. */
export function parseXml(input: string): XmlElement {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  let position = 0;

  const expectIndex = (token: string, from: number) => {
    const index = text.indexOf(token, from);
    if (index < 0) throw new XmlError(`missing ${token}`);
    return index;
  };
  const addText = (value: string) => {
    const top = stack.at(-1);
    if (top) top.element.text += value;
    else if (value.trim() !== '') throw new XmlError('text outside the root element');
  };

  while (position < text.length) {
    const lt = text.indexOf('<', position);
    if (lt < 0) {
      addText(decodeReferences(text.slice(position)));
      break;
    }
    if (lt > position) addText(decodeReferences(text.slice(position, lt)));
    if (text.startsWith('<!--', lt)) {
      position = expectIndex('-->', lt + 4) + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = expectIndex(']]>', lt + 9);
      if (stack.length === 0) throw new XmlError('CDATA outside the root element');
      addText(text.slice(lt + 9, end));
      position = end + 3;
    } else if (text.startsWith('<!', lt)) {
      throw new XmlError('a DOCTYPE or declaration is not accepted');
    } else if (text.startsWith('<?', lt)) {
      position = expectIndex('?>', lt + 2) + 2;
    } else if (text.startsWith('</', lt)) {
      const end = expectIndex('>', lt + 2);
      const qname = text.slice(lt + 2, end).trim();
      const open = stack.pop();
      if (!open || open.qname !== qname) throw new XmlError(`unexpected </${qname}>`);
      if (stack.length === 0) root = open.element;
      position = end + 1;
    } else {
      if (root) throw new XmlError('more than one root element');
      position = openTag(lt);
    }
  }
  if (stack.length > 0) throw new XmlError(`<${stack.at(-1)?.qname}> is not closed`);
  if (!root) throw new XmlError('no root element');
  return root;

  /** Reads `<name attr="v" …>` or `<name …/>` starting at `lt`; answers the position after it. */
  function openTag(lt: number): number {
    // Sticky expressions read in place: no slice of the document is copied per token.
    const nameToken = /[^\s/>]+/y;
    nameToken.lastIndex = lt + 1;
    const qname = nameToken.exec(text)?.[0] ?? '';
    if (!NAME.test(qname)) throw new XmlError('bad element name');
    let index = lt + 1 + qname.length;
    const rawAttributes: [string, string][] = [];
    const space = /\s*/y;
    const attribute = /([^\s=/>]+)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
    for (;;) {
      space.lastIndex = index;
      const gap = space.exec(text)?.[0] ?? '';
      index += gap.length;
      if (text.startsWith('/>', index) || text.startsWith('>', index)) break;
      if (gap === '') throw new XmlError(`bad attribute in <${qname}>`);
      attribute.lastIndex = index;
      const match = attribute.exec(text);
      if (!match?.[1] || !NAME.test(match[1])) throw new XmlError(`bad attribute in <${qname}>`);
      rawAttributes.push([match[1], decodeReferences(match[2] ?? match[3] ?? '')]);
      if (rawAttributes.length > MAX_ATTRIBUTES) throw new XmlError(`too many attributes in <${qname}>`);
      index += match[0].length;
    }
    const selfClosing = text.startsWith('/>', index);
    index += selfClosing ? 2 : 1;

    const parent = stack.at(-1);
    const declares = rawAttributes.some(([name]) => name === 'xmlns' || name.startsWith('xmlns:'));
    // Namespace scopes are shared down the tree until an element declares its own.
    const scope = declares || !parent ? new Map(parent?.scope ?? []) : parent.scope;
    const attributes = new Map<string, string>();
    for (const [name, value] of rawAttributes) {
      if (name === 'xmlns') scope.set('', value);
      else if (name.startsWith('xmlns:')) scope.set(name.slice(6), value);
    }
    for (const [name, value] of rawAttributes) {
      if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
      if (!name.includes(':')) attributes.set(name, value);
    }
    const colon = qname.indexOf(':');
    const prefix = colon < 0 ? '' : qname.slice(0, colon);
    const ns = scope.get(prefix);
    if (prefix !== '' && ns === undefined) throw new XmlError(`unbound prefix ${prefix}`);
    const element: XmlElement = {
      ns: ns ?? '',
      local: colon < 0 ? qname : qname.slice(colon + 1),
      attributes,
      children: [],
      text: '',
    };
    if (++count > MAX_ELEMENTS || stack.length >= MAX_DEPTH) throw new XmlError('the document is too large');
    parent?.element.children.push(element);
    if (selfClosing) {
      if (!parent) root = element;
    } else {
      stack.push({ qname, element, scope });
    }
    return index;
  }
}

/** `{namespace}local`, the Clark notation used to key properties. */
export const clark = (ns: string, local: string) => `{${ns}}${local}`;
export const clarkOf = (element: XmlElement) => clark(element.ns, element.local);

export function child(element: XmlElement | undefined, ns: string, local: string): XmlElement | undefined {
  return element?.children.find((candidate) => candidate.ns === ns && candidate.local === local);
}

export function childrenNamed(element: XmlElement | undefined, ns: string, local: string): XmlElement[] {
  return element?.children.filter((candidate) => candidate.ns === ns && candidate.local === local) ?? [];
}

export function escapeXml(value: string): string {
  return value.replace(/[&<>"]/g, (character) =>
    character === '&' ? '&amp;' : character === '<' ? '&lt;' : character === '>' ? '&gt;' : '&quot;',
  );
}

const PREFIXES: Record<string, string> = {
  [NS.dav]: 'd',
  [NS.caldav]: 'c',
  [NS.cs]: 'cs',
  [NS.apple]: 'a',
  [NS.ds]: 'ds',
};

/** The root element's namespace declarations for the prefixes `element()` writes. */
export const NAMESPACE_DECLARATIONS = Object.entries(PREFIXES)
  .map(([uri, prefix]) => `xmlns:${prefix}="${uri}"`)
  .join(' ');

/**
 * An element by Clark name: a known namespace gets its prefix (declared on the root); any other
 * namespace is declared on the element itself, so an unknown property asked for can be named back.
 */
export function element(name: string, inner?: string): string {
  const match = /^\{([^}]*)\}(.+)$/.exec(name);
  const ns = match?.[1] ?? NS.dav;
  const local = match?.[2] ?? name;
  const prefix = PREFIXES[ns];
  const open = prefix
    ? `${prefix}:${local}`
    : ns === ''
      ? `${local} xmlns=""`
      : `x:${local} xmlns:x="${escapeXml(ns)}"`;
  const close = prefix ? `${prefix}:${local}` : ns === '' ? local : `x:${local}`;
  return inner === undefined || inner === '' ? `<${open}/>` : `<${open}>${inner}</${close}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';
