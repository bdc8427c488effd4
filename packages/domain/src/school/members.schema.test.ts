import { describe, expect, it } from 'vitest';
import { personName } from '../kernel/people/person-name';
import { employeeTermsInput, mayFoundSchool } from './members.schema';

describe('founding a school', () => {
  it('is an instructor’s or a fre client’s, never the product administrator’s, an employee’s or a learner’s', () => {
    expect(mayFoundSchool({ roles: ['monitor'] })).toBe(true);
    expect(mayFoundSchool({ roles: ['member'] })).toBe(true);
    expect(mayFoundSchool({ roles: ['fre'] })).toBe(true);
    for (const role of ['admin', 'employee', 'user']) expect(mayFoundSchool({ roles: [role] })).toBe(false);
    expect(mayFoundSchool(null)).toBe(false);
  });
});

describe('employee terms', () => {
  it('keep the rights in their one order and refuse an end before the start', () => {
    expect(
      employeeTermsInput.parse({ startsOn: '2026-01-01', rights: ['deliverTraining', 'createCourses'] }).rights,
    ).toEqual(['createCourses', 'deliverTraining']);
    const backwards = employeeTermsInput.safeParse({ startsOn: '2026-12-01', endsOn: '2026-11-30' });
    expect(backwards.error?.issues[0]?.path).toEqual(['endsOn']);
  });
});

describe('personName', () => {
  it('names a person first name first', () => {
    expect(personName({ firstname: 'Eva', name: 'Meier' })).toBe('Eva Meier');
  });
});
