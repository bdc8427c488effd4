import { describe, expect, it } from 'vitest';
import { renderTemplate, type TemplateContext } from './template.rules';

const lesson: TemplateContext = {
  appointment: {
    // 26.03.2026 is before the switch to summer time (29.03), 30.03 after it.
    start: new Date('2026-03-30T06:15:00Z'),
    end: new Date('2026-03-30T07:00:00Z'),
    allDay: false,
    place: 'Gare de Lausanne',
    title: 'Leçon de conduite',
    description: 'Autoroute',
  },
  lesson: 'Leçon de conduite B',
  student: { name: 'Martin', firstname: 'Sophie' },
  whatsappNumber: '+41 79 000 00 01',
};

describe('renderTemplate', () => {
  it('replaces every tag for a timed appointment, in Swiss time (summer time here)', () => {
    const text =
      '{firstname} {name}: {lesson} le {date} de {start} à {end}, {place}. {title} – {description}. {whatsapp}{allday}';
    expect(renderTemplate(text, lesson, 'fr')).toBe(
      'Sophie Martin: Leçon de conduite B le 30.03.2026 de 08:15 à 09:00, Gare de Lausanne. Leçon de conduite – Autoroute. https://wa.me/41790000001',
    );
  });

  it('uses winter time before the switch', () => {
    const winter = { ...lesson, appointment: { ...lesson.appointment, start: new Date('2026-03-26T06:15:00Z') } };
    expect(renderTemplate('{date} {start}', winter, 'de')).toBe('26.03.2026 07:15');
  });

  it('says all day in the recipient language and leaves the times empty', () => {
    const allDay = { ...lesson, appointment: { ...lesson.appointment, allDay: true } };
    expect(renderTemplate('{date} {allday}{start}', allDay, 'de')).toBe('30.03.2026 ganztägig');
    expect(renderTemplate('{allday}', allDay, 'it')).toBe('tutto il giorno');
    expect(renderTemplate('{allday}', allDay, 'fr')).toBe('toute la journée');
  });

  it('leaves the WhatsApp tag empty when the link is off, and unknown tags as written', () => {
    expect(renderTemplate('{whatsapp}|{unknown}|{ date }', { ...lesson, whatsappNumber: null }, 'en')).toBe(
      '|{unknown}|{ date }',
    );
  });

  it('renders missing optional values as empty', () => {
    const bare: TemplateContext = {
      appointment: { start: lesson.appointment.start, end: lesson.appointment.end, allDay: false },
      student: { name: 'Rossi', firstname: 'Marco' },
    };
    expect(renderTemplate('[{place}][{lesson}][{title}][{description}]', bare, 'it')).toBe('[][][][]');
  });
});
