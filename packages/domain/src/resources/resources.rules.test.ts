import { describe, expect, it } from 'vitest';
import { NO_LICENCES } from '../kernel/permissions/licences';
import { contentMatchesExtension, fileExtension, isAllowedExtension } from './file-checks.rules';
import { mayConsultResources } from './resource-access.rules';
import { resourceName, typeOfFile } from './resource-name.rules';
import { resourceInput } from './resources.schema';

describe('resource names', () => {
  const names = { nameFr: 'Signaux', nameDe: 'Signale', nameIt: '' };
  it("answers the reader's language, then French, German, Italian", () => {
    expect(resourceName(names, 'de-CH')).toBe('Signale');
    expect(resourceName(names, 'it-CH')).toBe('Signaux');
    expect(resourceName(names, 'en')).toBe('Signaux');
    expect(resourceName({ nameFr: ' ', nameDe: '', nameIt: 'Segnali' }, 'fr-CH')).toBe('Segnali');
  });
  it('suggests a type from the recognised content', () => {
    expect(typeOfFile('image/png')).toBe('image');
    expect(typeOfFile('video/mp4')).toBe('video');
    expect(typeOfFile('application/pdf')).toBe('document');
  });
});

describe('file checks', () => {
  it('reads extensions case-blind, jpeg as jpg, and allows only spec §5 types', () => {
    expect(fileExtension('Checklist.PDF')).toBe('pdf');
    expect(fileExtension('sign.jpeg')).toBe('jpg');
    expect(fileExtension('noextension')).toBeNull();
    expect(isAllowedExtension('pdf')).toBe(true);
    expect(isAllowedExtension('exe')).toBe(false);
    expect(isAllowedExtension('svg')).toBe(false);
  });
  it('matches the content with the extension', () => {
    expect(contentMatchesExtension('pdf', 'pdf')).toBe(true);
    expect(contentMatchesExtension('elf', 'pdf')).toBe(false);
    expect(contentMatchesExtension('zip', 'docx')).toBe(true);
    expect(contentMatchesExtension('cfb', 'xls')).toBe(true);
    expect(contentMatchesExtension('text', 'csv')).toBe(true);
    expect(contentMatchesExtension('png', 'jpg')).toBe(false);
  });
});

describe('resource input', () => {
  it('needs a name in one language at least, and a URL for a link', () => {
    const result = resourceInput.safeParse({ type: 'link', nameFr: '', nameDe: '', nameIt: '' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['nameFr', 'nameDe', 'nameIt', 'linkUrl']));
    expect(
      resourceInput.safeParse({ type: 'link', nameIt: 'OSStr', linkUrl: 'https://www.fedlex.admin.ch/' }).success,
    ).toBe(true);
  });
  it('refuses a web address that is not http(s)', () => {
    expect(resourceInput.safeParse({ type: 'link', nameFr: 'x', linkUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('who consults resources', () => {
  it('a learner always, a monitor with the didactic licence, fre', () => {
    expect(mayConsultResources({ roles: ['user'], licences: NO_LICENCES })).toBe(true);
    expect(mayConsultResources({ roles: ['monitor'], licences: NO_LICENCES })).toBe(false);
    expect(mayConsultResources({ roles: ['monitor'], licences: { ...NO_LICENCES, didactic: true } })).toBe(true);
    expect(mayConsultResources({ roles: ['fre'], licences: NO_LICENCES })).toBe(true);
  });
});
