import { type Resource, resourceInput } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { NEW_LINK, shownGroups, toInput, valuesOf } from './resource-form-values';

const pdf: Resource = {
  id: '7d3b1c56-0d3e-4a7e-9f7c-5b1f3f3a9c01',
  version: 3,
  type: 'legislation',
  nameFr: 'Loi sur la circulation routière',
  nameDe: 'Strassenverkehrsgesetz',
  nameIt: '',
  linkUrl: null,
  linkLabel: null,
  bookmark: 'Art. 31',
  page: 12,
  file: { name: 'lcr.pdf', size: 1000, mimeType: 'application/pdf', url: '/files/x', thumbnailUrl: null },
  mine: true,
  owner: { id: '7d3b1c56-0d3e-4a7e-9f7c-5b1f3f3a9c02', name: 'Hélène Chef' },
  sharing: { allStudents: false, studentIds: [] },
  createdAt: '2026-11-27T10:00:00+00:00',
};

describe('the resource form', () => {
  it('edits a stored resource as typed and sends it back unchanged', () => {
    const values = valuesOf(pdf);
    expect(values.page).toBe(12);
    expect(values.linkUrl).toBe('');
    expect(toInput(values)).toEqual({
      type: 'legislation',
      nameFr: 'Loi sur la circulation routière',
      nameDe: 'Strassenverkehrsgesetz',
      nameIt: '',
      linkUrl: null,
      linkLabel: null,
      bookmark: 'Art. 31',
      page: 12,
    });
    expect(resourceInput.safeParse(toInput(values)).success).toBe(true);
  });

  it('sends empty texts and an empty page as no value', () => {
    const input = toInput({ ...NEW_LINK, nameFr: '  Signalisation ', linkUrl: ' https://www.astra.admin.ch ' });
    expect(input).toMatchObject({ nameFr: 'Signalisation', linkUrl: 'https://www.astra.admin.ch', page: null });
    expect(resourceInput.safeParse(input).success).toBe(true);
  });

  it('is refused without a name or, for a link, without its address, as the server refuses it', () => {
    const result = resourceInput.safeParse(toInput(NEW_LINK));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['nameFr', 'nameDe', 'nameIt', 'linkUrl']));
  });

  it('shows the link fields for links and records without a file, the place for legislation', () => {
    expect(shownGroups(NEW_LINK, false)).toEqual({ link: true, place: false });
    expect(shownGroups(valuesOf(pdf), true)).toEqual({ link: false, place: true });
    expect(shownGroups({ ...valuesOf(pdf), type: 'image', bookmark: '', page: '' }, true)).toEqual({
      link: false,
      place: false,
    });
  });
});
