import type { Article, ArticleInput, ArticleKind } from '@ds/domain';

/** What the article form edits: every field of the input; the count and days of every kind are kept while one switches. */
export type ArticleFormValues = ArticleInput;

export const EMPTY_ARTICLE: ArticleFormValues = {
  kind: 'resources',
  labelFr: '',
  labelDe: '',
  labelIt: '',
  labelEn: '',
  descriptionFr: '',
  descriptionDe: '',
  descriptionIt: '',
  descriptionEn: '',
  price: 0,
  public: false,
  shared: false,
  theoryLicenceDays: null,
  smsCount: null,
  externalId: '',
  externalUrl: null,
  resourceIds: [],
};

export function articleFormValuesOf(article: Article | null): ArticleFormValues {
  if (!article) return EMPTY_ARTICLE;
  const {
    id: _id,
    version: _version,
    logo: _logo,
    code: _code,
    shopCode: _shopCode,
    disabled: _disabled,
    mine: _mine,
    owner: _owner,
    createdAt: _createdAt,
    ...values
  } = article;
  return { ...values, theoryLicenceDays: values.theoryLicenceDays as ArticleInput['theoryLicenceDays'] };
}

/** A kind's own field, prefilled when one switches to it: 100 SMS, a 365-day licence. */
export function withKind(values: ArticleFormValues, kind: ArticleKind): ArticleFormValues {
  return {
    ...values,
    kind,
    smsCount: kind === 'sms_pack' ? (values.smsCount ?? 100) : values.smsCount,
    theoryLicenceDays: kind === 'theory_licence' ? (values.theoryLicenceDays ?? 365) : values.theoryLicenceDays,
  };
}

/** What is sent: the count and days of the kinds not chosen are dropped, an empty address is none. */
export function articleCandidate(values: ArticleFormValues): ArticleFormValues {
  return {
    ...values,
    smsCount: values.kind === 'sms_pack' ? values.smsCount : null,
    theoryLicenceDays: values.kind === 'theory_licence' ? values.theoryLicenceDays : null,
    externalUrl: values.externalUrl?.trim() ? values.externalUrl.trim() : null,
  };
}
