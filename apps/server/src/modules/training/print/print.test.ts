import { randomUUID } from 'node:crypto';
import type { TrainingCard, TrainingCardSummary } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { callAs, createStudentAs } from '../../../test/student-test-data';
import { useTestApp } from '../../../test/test-app';

describe('printing the student sheet', () => {
  const t = useTestApp();
  const call = callAs(() => t().app);

  it('renders identity, licences and exams with their examiner as a PDF, in the asked language', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch', {
      name: 'Kovačević',
      firstname: 'Zoë',
      birthDate: '2005-07-09',
      faber: '123456789012',
      email: 'zoe.k@example.com',
      mobile: '079 555 12 34',
      street: 'Rue du Lac',
      houseNumber: '4',
      postcode: '1800',
      city: 'Vevey',
    });
    await call('monitor@demo.ch', 'PUT', `/api/students/${id}/training`, {
      profession: 'Apprentie boulangère',
      desiredCategories: ['B'],
      insurance: true,
      version: 1,
    });
    await call('monitor@demo.ch', 'POST', `/api/students/${id}/licences`, {
      category: 'A1',
      startDate: '2022-04-01',
      authorityDecision: 'Sans restriction',
    });
    const examiner = (await call('monitor@demo.ch', 'POST', '/api/examiners', { name: 'Fabienne Experte' })).json()
      .data;
    await call('monitor@demo.ch', 'POST', `/api/students/${id}/exams`, {
      date: '2026-02-03',
      examinerId: examiner.id,
      type: 'practice',
      status: 'failed',
      remarks: 'Priorité de droite',
    });

    const printed = await call('monitor@demo.ch', 'GET', `/api/students/${id}/print.pdf?lang=de`);
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    expect(printed.headers['content-disposition']).toBe('inline; filename="Kovacevic-Zoe.pdf"');
    expect(printed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(printed.rawPayload);
    for (const expected of [
      'Schülerblatt',
      'Kovačević Zoë',
      '09.07.2005',
      '123456789012',
      'Rue du Lac 4',
      '1800 Vevey',
      'zoe.k@example.com',
      '079 555 12 34', // typed and printed as at home, stored +41795551234
      'Apprentie boulangère',
      'Sans restriction',
      '01.04.2022',
      '03.02.2026',
      'Praxis',
      'Nicht bestanden',
      'Fabienne Experte',
      'Priorité de droite',
      'Ausbildungsfortschritt',
      'Noch keine Lektionen.',
    ]) {
      expect(text).toContain(expected);
    }

    const french = pdfText((await call('monitor@demo.ch', 'GET', `/api/students/${id}/print.pdf`)).rawPayload);
    expect(french).toContain('Fiche d’élève');
    expect(french).toContain('Aucune leçon pour l’instant.');
  });

  it('prints the training progress: lessons given and owed, readiness per domain, each skill’s latest level', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch', { name: 'Progrès', firstname: 'Léa' });
    const cards = (await call('monitor@demo.ch', 'GET', '/api/training-cards')).json().data as TrainingCardSummary[];
    const summary = cards.find((card) => card.language === 'fr');
    const card = (await call('monitor@demo.ch', 'GET', `/api/training-cards/${summary?.id}`)).json()
      .data as TrainingCard;
    const domain = card.tree[0];
    const [first, second] = domain?.themes[0]?.skills ?? [];
    if (!domain || !first || !second) throw new Error('the French card has no two skills in its first theme');
    const lesson = randomUUID();
    const now = () => new Date().toISOString();
    expect(
      (
        await call('monitor@demo.ch', 'POST', '/api/lessons', {
          id: lesson,
          studentId: id,
          trainingCardId: card.id,
          skillIds: [first.id, second.id],
          startedAt: now(),
        })
      ).statusCode,
    ).toBe(201);
    await call('monitor@demo.ch', 'PUT', `/api/lessons/${lesson}/work`, {
      evaluations: [
        { id: randomUUID(), skillId: first.id, level: 4, evaluatedAt: now() },
        { id: randomUUID(), skillId: second.id, level: 2, evaluatedAt: now() },
      ],
    });
    await call('monitor@demo.ch', 'POST', `/api/lessons/${lesson}/end`, {
      endedAt: now(),
      paid: false,
      offered: false,
    });

    const text = pdfText((await call('monitor@demo.ch', 'GET', `/api/students/${id}/print.pdf?lang=fr`)).rawPayload);
    for (const expected of [
      'Progression de la formation',
      'Leçons données',
      'Leçons impayées',
      card.name,
      `${domain.format} ${domain.name}`,
      first.name,
      '4 – application complexe',
      second.name,
      '2 – moniteur / élève',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/1\/\d+ · \d+ %/);
    expect(text).not.toContain('Aucune leçon pour l’instant.');
  });

  it('asks for the date of the last failed practical exam before printing (spec §8)', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const url = `/api/students/${id}/exams`;
    await call('monitor@demo.ch', 'POST', url, { date: '2026-01-05', type: 'practice', status: 'failed' });
    const undated = (await call('monitor@demo.ch', 'POST', url, { type: 'practice', status: 'failed' })).json().data;

    const refused = await call('monitor@demo.ch', 'GET', `/api/students/${id}/print.pdf?lang=fr`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'exam_date_missing', details: { examId: undated.id } });

    await call('monitor@demo.ch', 'PUT', `${url}/${undated.id}`, {
      date: '2026-03-02',
      type: 'practice',
      status: 'failed',
      version: undated.version,
    });
    expect((await call('monitor@demo.ch', 'GET', `/api/students/${id}/print.pdf?lang=fr`)).statusCode).toBe(200);
  });

  it('refuses an unknown language, naming it', async () => {
    const id = await createStudentAs(() => t().app, 'monitor@demo.ch');
    const response = await call('monitor@demo.ch', 'GET', `/api/students/${id}/print.pdf?lang=es`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('querystring.lang');
  });
});
