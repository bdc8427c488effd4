import { appointmentInput, studentInput } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { apiFieldMessages, issuesToMessages } from './field-errors';
import i18n from './i18n';

describe('field messages of domain rules', () => {
  it('word a date out of range next to its field, in the current language, before anything is sent', async () => {
    await i18n.changeLanguage('de-CH');
    const appointment = appointmentInput.safeParse({ start: '0050-01-01T10:00:00Z', end: '0050-01-01T11:00:00Z' });
    const messages = issuesToMessages(appointment.error?.issues ?? [], i18n.t, 'calendar');
    expect(messages.start).toBe('Ein Termin liegt zwischen vor 10 Jahren und in 5 Jahren.');
    const student = studentInput.safeParse({ birthDate: '1850-01-01' });
    expect(issuesToMessages(student.error?.issues ?? [], i18n.t, 'students').birthDate).toBe(
      'Geben Sie ein Datum zwischen 1900 und 2100 ein.',
    );
  });

  it('word the same rule when the server names it in a 400', async () => {
    await i18n.changeLanguage('fr-CH');
    const error = new ApiError(400, 'validation', 'x', [
      { field: 'body.end', rule: 'appointment_too_long', message: 'm' },
    ]);
    expect(apiFieldMessages(error, i18n.t, 'calendar')).toEqual({
      end: 'Un rendez-vous dure au plus 24 heures, ou 31 jours s’il occupe des journées entières.',
    });
  });

  it('tells a missing e-mail address from a malformed one', async () => {
    await i18n.changeLanguage('fr-CH');
    const schema = z.object({ email: z.email() });
    const messageFor = (email: string) =>
      issuesToMessages(schema.safeParse({ email }, { reportInput: true }).error?.issues ?? [], i18n.t, 'students')
        .email;
    expect(messageFor('')).toBe('Obligatoire.');
    expect(messageFor('sophie.martin@')).toBe('Cette adresse e-mail n’est pas valable.');
  });
});
