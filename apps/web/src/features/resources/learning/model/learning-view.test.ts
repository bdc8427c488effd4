import type { LearningResource, Me } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { lacksDidacticLicence, placeParts, sectionsOf } from './learning-view';

const resource = (id: string, type: LearningResource['type'], nameFr: string): LearningResource => ({
  id,
  type,
  nameFr,
  nameDe: '',
  nameIt: '',
  linkUrl: null,
  linkLabel: null,
  bookmark: null,
  page: null,
  file: null,
  sharedBy: 'Hélène Chef',
});

const me = (role: string, didactic: boolean) =>
  ({
    roles: [{ name: role }],
    licenceAdmin: false,
    licenceDidactique: didactic,
    licenceFinance: false,
    licenceStatistiques: false,
    schoolHead: false,
    employee: role === 'employee' ? { rights: [], active: true, startsOn: '2026-01-01', endsOn: null } : null,
  }) as unknown as Me;

describe('what a reader consults', () => {
  it('groups by type in a fixed order, by name inside each, leaving out empty types', () => {
    const sections = sectionsOf(
      [
        resource('1', 'video', 'Giratoire'),
        resource('2', 'document', 'Priorités'),
        resource('3', 'document', 'Autoroute'),
        resource('4', 'link', 'OFROU'),
      ],
      (item) => item.nameFr,
    );
    expect(sections.map((section) => section.type)).toEqual(['document', 'video', 'link']);
    expect(sections[0]?.resources.map((item) => item.id)).toEqual(['3', '2']);
  });

  it('says where to read in a legislation document', () => {
    expect(placeParts({ bookmark: 'Art. 31', page: 12 })).toBe('both');
    expect(placeParts({ bookmark: 'Art. 31', page: null })).toBe('bookmark');
    expect(placeParts({ bookmark: null, page: 4 })).toBe('page');
    expect(placeParts({ bookmark: null, page: null })).toBeNull();
  });

  it('tells a monitor or an employee without the didactic licence before asking the server', () => {
    expect(lacksDidacticLicence(me('monitor', false))).toBe(true);
    expect(lacksDidacticLicence(me('monitor', true))).toBe(false);
    expect(lacksDidacticLicence(me('employee', false))).toBe(true);
    expect(lacksDidacticLicence(me('fre', false))).toBe(false);
    expect(lacksDidacticLicence(me('user', false))).toBe(false);
    expect(lacksDidacticLicence(null)).toBe(false);
  });
});
