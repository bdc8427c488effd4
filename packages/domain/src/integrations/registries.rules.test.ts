import { describe, expect, it } from 'vitest';
import { REGISTRY_SUBMISSION_STATUSES } from './integrations.constants';
import {
  registrySubmissionResendable,
  registrySubmissionWithdrawable,
  registryWithdrawalRefused,
} from './registries.rules';

describe('registry rules', () => {
  it('sends again a refused, given-up or withdrawn row, never one on its way or registered', () => {
    expect(REGISTRY_SUBMISSION_STATUSES.filter(registrySubmissionResendable)).toEqual([
      'refused',
      'failed',
      'withdrawn',
    ]);
  });

  it('withdraws only a row registered at SARI', () => {
    const withdrawable = (registry: string) =>
      REGISTRY_SUBMISSION_STATUSES.filter((status) => registrySubmissionWithdrawable({ registry, status }));
    expect(withdrawable('sari')).toEqual(['registered']);
    expect(withdrawable('l2')).toEqual([]);
  });

  it('tells a registered row whose withdrawal was refused by the reason it keeps', () => {
    expect(registryWithdrawalRefused({ status: 'registered', reason: 'COURSEMEMBER_ALREADY_CONFIRMED' })).toBe(true);
    expect(registryWithdrawalRefused({ status: 'registered', reason: null })).toBe(false);
    expect(registryWithdrawalRefused({ status: 'refused', reason: 'PERSON_NOT_FOUND' })).toBe(false);
  });
});
