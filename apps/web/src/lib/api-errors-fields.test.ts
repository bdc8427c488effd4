import { readFileSync } from 'node:fs';
import { LOCALES } from '@ds/domain';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { FIELD_NAMES_NAMESPACE, translateApiError } from './api-errors';
import i18n from './i18n';

/** A property's name as written in the generated types (`token`, `"application/json"`). */
function nameOf(member: ts.TypeElement): string | undefined {
  const name = member.name;
  return name && (ts.isIdentifier(name) || ts.isStringLiteral(name)) ? name.text : undefined;
}

function membersOf(node: ts.Node | undefined): ts.TypeElement[] {
  return node && ts.isTypeLiteralNode(node) ? [...node.members] : [];
}

function typeOf(members: ts.TypeElement[], name: string): ts.TypeNode | undefined {
  const member = members.find((candidate) => nameOf(candidate) === name);
  return member && ts.isPropertySignature(member) ? member.type : undefined;
}

function propertyNames(node: ts.Node, names: Set<string>): void {
  if (ts.isPropertySignature(node)) {
    const name = nameOf(node);
    if (name) names.add(name);
  }
  ts.forEachChild(node, (child) => propertyNames(child, names));
}

/**
 * Every field a request of the OpenAPI document can carry, read from its generated types
 * (`openapi.test.ts` keeps them equal to the document): path and query parameters, and every
 * property at any depth of every request body. A 400 names one of these.
 */
function requestFieldNames(): Set<string> {
  const text = readFileSync(new URL('./api-types.gen.ts', import.meta.url), 'utf8');
  const source = ts.createSourceFile('api-types.gen.ts', text, ts.ScriptTarget.Latest);
  const operations = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'operations',
  );
  const names = new Set<string>();
  for (const operation of operations?.members ?? []) {
    const parts = membersOf(ts.isPropertySignature(operation) ? operation.type : undefined);
    const parameters = membersOf(typeOf(parts, 'parameters'));
    for (const where of ['query', 'path']) {
      for (const parameter of membersOf(typeOf(parameters, where))) propertyNames(parameter, names);
    }
    for (const media of membersOf(typeOf(membersOf(typeOf(parts, 'requestBody')), 'content'))) {
      if (ts.isPropertySignature(media) && media.type) propertyNames(media.type, names);
    }
  }
  return names;
}

/** Fields the server names outside the request schemas: a malformed body, an upload, a CalDAV address. */
const NAMED_OUTSIDE_SCHEMAS = ['body', 'file', 'url'];

/** What a raw key looks like in a sentence: a request part, a dotted path or a camelCase identifier. */
const RAW_KEY = /\b(body|querystring|params)\b|\b\w+\.\w+\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b/;

const refusal = (...fields: string[]) =>
  translateApiError(
    new ApiError(
      400,
      'validation',
      'x',
      fields.map((field) => ({ field, rule: 'custom', message: 'm' })),
    ),
    i18n.t,
  );

/** The interface in a language, with the field names ErrorAlert fetches before it shows a refusal. */
async function speak(locale: string): Promise<void> {
  await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(FIELD_NAMES_NAMESPACE);
}

describe('validation messages name fields as people do (issue 19)', () => {
  const fields = [...requestFieldNames(), ...NAMED_OUTSIDE_SCHEMAS];

  it('reads the request fields of the OpenAPI document', () => {
    expect(fields.length).toBeGreaterThan(100);
    for (const field of ['token', 'studentId', 'skillId', 'id', 'q', 'descriptions', 'de'])
      expect(fields).toContain(field);
  });

  it.each(LOCALES)('gives every field a translated name and shows no raw key (%s)', async (locale) => {
    await speak(locale);
    const unnamed = i18n.t('errors:validationUnnamed');
    for (const field of fields) {
      const name = i18n.t(`${FIELD_NAMES_NAMESPACE}:${field}`, { defaultValue: '' });
      for (const path of [`body.${field}`, `querystring.${field}`, `params.${field}`, `body.items.2.${field}`]) {
        const message = refusal(path);
        expect(message, path).toBe(i18n.t('errors:codes.validation', { fields: name }));
        expect(message, path).not.toMatch(RAW_KEY);
        // A key stays out unless it is also the word of that language (`code`, `format`).
        if (!name.split(/\W+/).includes(field)) expect(message, path).not.toMatch(new RegExp(`\\b${field}\\b`));
      }
      expect(name, field).not.toBe('');
      expect(refusal(`body.${field}`), field).not.toBe(unnamed);
    }
  });

  it.each(LOCALES)('says "some information is not valid" for a key no schema knows (%s)', async (locale) => {
    await speak(locale);
    const unnamed = i18n.t('errors:validationUnnamed');
    for (const path of ['body.extra.0.a', 'body.fooBar', 'body.toString', 'body.__proto__', 'querystring.', '']) {
      expect(refusal(path), path).toBe(unnamed);
    }
    expect(refusal('body.token', 'body.cityId')).toBe(unnamed);
    expect(refusal()).toBe(unnamed);
    expect(unnamed).not.toMatch(RAW_KEY);
  });

  it('names each field once, in the order given', async () => {
    await speak('fr-CH');
    expect(refusal('body.evaluations.0.skillId', 'body.evaluations.1.skillId', 'body.mobile')).toBe(
      'Certaines valeurs ne sont pas valables : compétence, numéro de mobile.',
    );
    expect(refusal('body.token')).toBe('Certaines valeurs ne sont pas valables : lien.');
  });
});
