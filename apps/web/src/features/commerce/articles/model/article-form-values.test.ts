import { articleInput } from '@ds/domain';
import { describe, expect, it } from 'vitest';
import { articleCandidate, articleFormValuesOf, EMPTY_ARTICLE, withKind } from './article-form-values';

describe('article form values', () => {
  it('prefills the field of the kind chosen and sends only that kind’s', () => {
    const pack = withKind({ ...EMPTY_ARTICLE, labelFr: 'SMS' }, 'sms_pack');
    expect(pack.smsCount).toBe(100);
    const licence = withKind(pack, 'theory_licence');
    expect(licence).toMatchObject({ kind: 'theory_licence', theoryLicenceDays: 365, smsCount: 100 });
    const sent = articleCandidate({ ...licence, price: 41.6, externalUrl: '  ' });
    expect(sent).toMatchObject({ smsCount: null, theoryLicenceDays: 365, externalUrl: null });
    expect(articleInput.safeParse(sent).success).toBe(true);
  });

  it('starts an edit from the article’s fields, without what the server adds', () => {
    const values = articleFormValuesOf({
      ...EMPTY_ARTICLE,
      kind: 'voucher',
      price: 50,
      id: '00000000-0000-4000-8000-000000000001',
      version: 3,
      logo: null,
      code: 'Bon050',
      shopCode: 'HeleneChef',
      disabled: false,
      mine: true,
      owner: { id: '00000000-0000-4000-8000-000000000002', name: 'Hélène Chef' },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(values).toEqual({ ...EMPTY_ARTICLE, kind: 'voucher', price: 50 });
  });
});
