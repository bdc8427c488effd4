import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { translateApiError } from './api-errors';
import i18n from './i18n';

describe('translateApiError', () => {
  it('names the invalid fields in the current language', async () => {
    await i18n.changeLanguage('de-CH');
    const error = new ApiError(400, 'validation', 'x', [{ field: 'body.mobile', rule: 'custom', message: 'm' }]);
    expect(translateApiError(error, i18n.t)).toBe('Einige Angaben sind ungültig: mobile.');
  });

  it('falls back to the fatal-error message for an unknown code', async () => {
    await i18n.changeLanguage('fr-CH');
    expect(translateApiError(new ApiError(500, 'weird', 'x'), i18n.t)).toBe('Erreur fatale : réessayez plus tard.');
  });

  it('names the course dates when an appointment falls outside them', async () => {
    await i18n.changeLanguage('de-CH');
    const error = new ApiError(400, 'outside_course_range', 'x', [
      {
        field: 'body.start',
        rule: 'outside_course_range',
        message: 'm',
        startDate: '2026-06-01',
        endDate: '2026-06-30',
      },
    ]);
    expect(translateApiError(error, i18n.t)).toBe(
      'Das Datum liegt ausserhalb der Kursdaten (01.06.2026 – 30.06.2026).',
    );
  });

  it('says why a copy is impossible with the message of the broken rule', async () => {
    await i18n.changeLanguage('it-CH');
    const error = new ApiError(409, 'copy_impossible', 'x', {
      reason: 'resource_unavailable',
      details: { busyInfrastructureIds: [], busyVehicleIds: [] },
    });
    expect(translateApiError(error, i18n.t)).toMatch(/^Impossibile copiare l’appuntamento: .+/);
    expect(translateApiError(error, i18n.t)).not.toContain('{{');
  });
});
