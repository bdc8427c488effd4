import { describe, expect, it } from 'vitest';
import { NO_LICENCES } from '../kernel/permissions/licences';
import {
  credentialsStatus,
  mayTrainWith,
  mayUseTheoryTest,
  theoryLicenceStatus,
  theoryServiceLanguage,
} from './theory-exam.rules';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('theory-exam rules', () => {
  it('says whether a licence was activated, runs or is over', () => {
    expect(theoryLicenceStatus({ expiresAt: null }, NOW)).toBe('not_activated');
    expect(theoryLicenceStatus({ expiresAt: new Date('2026-11-27T12:00:01Z') }, NOW)).toBe('active');
    expect(theoryLicenceStatus({ expiresAt: NOW }, NOW)).toBe('expired');
    expect(mayTrainWith({ expiresAt: null }, NOW)).toBe(true);
    expect(mayTrainWith({ expiresAt: NOW }, NOW)).toBe(false);
  });

  it('reads the account as the service last judged it', () => {
    expect(credentialsStatus(null)).toBe('none');
    expect(credentialsStatus({ verifiedAt: null, refusedAt: null })).toBe('unchecked');
    expect(credentialsStatus({ verifiedAt: NOW, refusedAt: null })).toBe('verified');
    expect(credentialsStatus({ verifiedAt: NOW, refusedAt: NOW })).toBe('refused');
  });

  it('lets a learner train, staff only with the didactic licence (spec §6)', () => {
    expect(mayUseTheoryTest({ roles: ['user'], licences: NO_LICENCES })).toBe(true);
    expect(mayUseTheoryTest({ roles: ['monitor'], licences: NO_LICENCES })).toBe(false);
    expect(mayUseTheoryTest({ roles: ['monitor'], licences: { ...NO_LICENCES, didactic: true } })).toBe(true);
    expect(mayUseTheoryTest({ roles: ['fre'], licences: NO_LICENCES })).toBe(true);
  });

  it('trains in French, German or Italian; an English reader in French', () => {
    expect(theoryServiceLanguage('it')).toBe('it');
    expect(theoryServiceLanguage('en')).toBe('fr');
  });
});
