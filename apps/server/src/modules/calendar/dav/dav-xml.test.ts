import { describe, expect, it } from 'vitest';
import { child, clarkOf, element, NS, parseXml, XmlError } from './dav-xml';

describe('WebDAV XML bodies', () => {
  it('resolves namespaces, whether prefixed (tsdav) or default (vdirsyncer)', () => {
    const prefixed = parseXml(
      '<?xml version="1.0"?><d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-home-set/></d:prop></d:propfind>',
    );
    const defaulted = parseXml(
      '<propfind xmlns="DAV:"><prop><ns0:calendar-home-set xmlns:ns0="urn:ietf:params:xml:ns:caldav"/></prop></propfind>',
    );
    for (const root of [prefixed, defaulted]) {
      expect(clarkOf(root)).toBe('{DAV:}propfind');
      expect(child(root, NS.dav, 'prop')?.children.map(clarkOf)).toEqual([
        '{urn:ietf:params:xml:ns:caldav}calendar-home-set',
      ]);
    }
  });

  it('reads text with character references, CDATA and comments, and attributes', () => {
    const root = parseXml(
      '<C:text-match xmlns:C=\'urn:ietf:params:xml:ns:caldav\' match-type="equals"><!-- c -->A &amp; B &#233;<![CDATA[<x>]]></C:text-match>',
    );
    expect(root.text).toBe('A & B é<x>');
    expect(root.attributes.get('match-type')).toBe('equals');
  });

  it('refuses a DOCTYPE (no entity is ever declared or fetched) and malformed documents', () => {
    for (const bad of [
      '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      '<x>&e;</x>',
      '<x><y></x></y>',
      '<x>',
      '<p:x/>',
      '<x/><y/>',
      'text',
      '',
      '<x a="1" b></x>',
    ]) {
      expect(() => parseXml(bad), bad).toThrow(XmlError);
    }
  });

  it('writes known namespaces with their prefix and others declared in place', () => {
    expect(element('{DAV:}getetag', '"1"')).toBe('<d:getetag>"1"</d:getetag>');
    expect(element('{http://me.com/_namespace/}bulk-requests')).toBe(
      '<x:bulk-requests xmlns:x="http://me.com/_namespace/"/>',
    );
  });
});
