import type { UserRow } from './auth.repo';

/** The product administrator must use two-factor sign-in (OWASP ASVS level 2). */
export function requiresTwoFactor(user: Pick<UserRow, 'role'>): boolean {
  return user.role === 'admin';
}

export function twoFactorSetupRequired(user: Pick<UserRow, 'role' | 'totpEnabledAt'>): boolean {
  return requiresTwoFactor(user) && !user.totpEnabledAt;
}
