import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { FIELD_NAMES_NAMESPACE, translateApiError } from './api-errors';
import i18n from './i18n';

describe('translateApiError', () => {
  it('names the invalid fields in the current language once their names are in, and no raw key before', async () => {
    await i18n.changeLanguage('de-CH');
    const error = new ApiError(400, 'validation', 'x', [{ field: 'body.mobile', rule: 'custom', message: 'm' }]);
    expect(translateApiError(error, i18n.t)).toBe('Einige Angaben sind ungültig: Prüfen Sie Ihre Eingaben.');
    await i18n.loadNamespaces(FIELD_NAMES_NAMESPACE);
    expect(translateApiError(error, i18n.t)).toBe('Einige Angaben sind ungültig: Mobilnummer.');
  });

  it("says the school manager disabled the employee's right, and which", async () => {
    await i18n.changeLanguage('fr-CH');
    const error = new ApiError(403, 'employee_right_disabled', 'x', { right: 'createAppointments' });
    expect(translateApiError(error, i18n.t)).toBe(
      'Droits d’employé désactivés par le responsable de l’auto-école : créer des sessions (rendez-vous).',
    );
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

  it('names the instructor’s clashing appointment, in Swiss time, and only its time when its title is hidden', async () => {
    await i18n.changeLanguage('fr-CH');
    const clash = { title: 'Leçon B', start: '2026-12-03T07:00:00.000Z', end: '2026-12-03T08:00:00.000Z' };
    expect(translateApiError(new ApiError(409, 'monitor_busy', 'x', { clash }), i18n.t)).toBe(
      'Le moniteur a déjà un rendez-vous à ce moment-là : “Leçon B”, 03.12.2026 08:00–09:00.',
    );
    await i18n.changeLanguage('de-CH');
    const hidden = { clash: { ...clash, title: null } };
    expect(translateApiError(new ApiError(409, 'monitor_busy', 'x', hidden), i18n.t)).toBe(
      'Die Fahrlehrerin oder der Fahrlehrer hat zu dieser Zeit schon einen Termin: 03.12.2026 08:00–09:00.',
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
