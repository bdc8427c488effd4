import { describe, expect, it } from 'vitest';
import { isAreaNamespace, localeProblems, placeholdersOf } from './locale-check';

const LOCALES = ['fr-CH', 'de-CH'];

describe('localeProblems', () => {
  it('finds nothing when every locale has the same keys, texts and placeholders', () => {
    const catalogues = {
      'fr-CH': { mail: { subject: 'Bonjour {{name}}', levels: { 0: 'non évalué' } }, print: { title: 'Fiche' } },
      'de-CH': { mail: { subject: 'Grüezi {{ name }}', levels: { 0: 'nicht bewertet' } }, print: { title: 'Blatt' } },
    };
    expect(localeProblems(LOCALES, catalogues)).toEqual([]);
  });

  it('reports a namespace or a key one locale lacks, whichever locale has it', () => {
    const catalogues = {
      'fr-CH': { mail: { subject: 'Objet', levels: { 1: 'explication' } } },
      'de-CH': { mail: { subject: 'Betreff', text: 'Text' }, print: { title: 'Blatt' } },
    };
    expect(localeProblems(LOCALES, catalogues)).toEqual([
      { locale: 'fr-CH', at: 'mail:text', problem: 'missing key' },
      { locale: 'de-CH', at: 'mail:levels.1', problem: 'missing key' },
      { locale: 'fr-CH', at: 'print', problem: 'missing namespace' },
    ]);
  });

  it('reports a locale without catalogues', () => {
    expect(localeProblems(LOCALES, { 'fr-CH': { mail: { subject: 'Objet' } } })).toEqual([
      { locale: 'de-CH', at: 'mail', problem: 'missing namespace' },
    ]);
  });

  it('reports empty texts and values that are no texts', () => {
    const catalogues = {
      'fr-CH': { mail: { subject: 'Objet', text: 'Texte', count: 'Un' } },
      'de-CH': { mail: { subject: '', text: '  ', count: 1 } },
    };
    expect(localeProblems(LOCALES, catalogues)).toEqual([
      { locale: 'de-CH', at: 'mail:subject', problem: 'empty' },
      { locale: 'de-CH', at: 'mail:text', problem: 'empty' },
      { locale: 'de-CH', at: 'mail:count', problem: 'not a text' },
    ]);
  });

  it('reports a text whose placeholders differ from the reference locale', () => {
    const catalogues = {
      'fr-CH': { mail: { text: '{{name}}: {{link}}', code: 'Code {{code}}' } },
      'de-CH': { mail: { text: '{{link}} – {{name}}', code: 'Code {{kode}}' } },
    };
    expect(localeProblems(LOCALES, catalogues)).toEqual([
      { locale: 'de-CH', at: 'mail:code', problem: 'other placeholders' },
    ]);
  });
});

describe('placeholdersOf', () => {
  it('names each placeholder, sorted, with its formats and unescaped marks left out', () => {
    expect(placeholdersOf('{{name}} {{- link}} {{count, number}} {{ name }}')).toEqual([
      'count',
      'link',
      'name',
      'name',
    ]);
    expect(placeholdersOf('Aucun')).toEqual([]);
  });
});

describe('isAreaNamespace', () => {
  it('accepts an area or one of its parts, nothing that merely starts like one', () => {
    expect(isAreaNamespace('training')).toBe(true);
    expect(isAreaNamespace('students-print')).toBe(true);
    expect(isAreaNamespace('trainings')).toBe(false);
    expect(isAreaNamespace('progress')).toBe(false);
  });
});
