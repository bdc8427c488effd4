import { z } from 'zod';
import { chfSchema } from '../catalogue/money';
import { versionField } from '../kernel/api/versioned';
import { LANGUAGES } from '../kernel/i18n/languages';

/**
 * What an article delivers once paid (spec §1: resources, SMS packs, theory-exam training
 * licences; gift vouchers sold as articles). The kind carries spec §3's flags: the SMS pack flag
 * is `sms_pack` (with its count), the theory-exam origin `theory_licence` (with its days).
 */
export const ARTICLE_KINDS = ['resources', 'sms_pack', 'theory_licence', 'voucher'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** Spec §9: the theory-exam training licences run 1, 30 or 365 days. */
export const THEORY_LICENCE_DAYS = [1, 30, 365] as const;
export type TheoryLicenceDays = (typeof THEORY_LICENCE_DAYS)[number];

export const ARTICLE_LABEL_MAX = 100;
export const ARTICLE_DESCRIPTION_MAX = 4000;
export const ARTICLE_RESOURCES_MAX = 100;
export const ARTICLE_SMS_MAX = 100_000;

const label = z.string().trim().max(ARTICLE_LABEL_MAX, `must be at most ${ARTICLE_LABEL_MAX} characters`).default('');
const description = z
  .string()
  .trim()
  .max(ARTICLE_DESCRIPTION_MAX, `must be at most ${ARTICLE_DESCRIPTION_MAX} characters`)
  .default('');

const ruleIssue = (path: string, rule: string, message: string) => ({
  code: 'custom' as const,
  path: [path],
  message,
  params: { rule },
});

/**
 * Spec §3 Article: labels and descriptions in FR, DE, IT and EN (a label in one at least), price
 * (CHF, 0 = free, spec §5), public and shared flags, what it delivers (its kind: the SMS of a
 * pack, the days of a theory-exam licence, the resources), external id and web address. The logo
 * is uploaded apart; disabling is a route of its own.
 */
export const articleInput = z
  .object({
    kind: z.enum(ARTICLE_KINDS),
    labelFr: label,
    labelDe: label,
    labelIt: label,
    labelEn: label,
    descriptionFr: description,
    descriptionDe: description,
    descriptionIt: description,
    descriptionEn: description,
    price: chfSchema,
    /** Offered on its public page and to the seller's students. */
    public: z.boolean().default(false),
    /** Spec §6: the school's employees may sell it. */
    shared: z.boolean().default(false),
    theoryLicenceDays: z.literal(THEORY_LICENCE_DAYS).nullable().default(null),
    smsCount: z
      .number()
      .int()
      .min(1, 'must be at least 1')
      .max(ARTICLE_SMS_MAX, `must be at most ${ARTICLE_SMS_MAX}`)
      .nullable()
      .default(null),
    externalId: z.string().trim().max(100, 'must be at most 100 characters').default(''),
    externalUrl: z
      .url({ protocol: /^https?$/, error: 'must be a web address (http or https)' })
      .max(2000, 'must be at most 2000 characters')
      .nullable()
      .default(null),
    resourceIds: z.array(z.uuid()).max(ARTICLE_RESOURCES_MAX).default([]),
  })
  .superRefine((value, context) => {
    if (!value.labelFr && !value.labelDe && !value.labelIt && !value.labelEn) {
      for (const path of ['labelFr', 'labelDe', 'labelIt', 'labelEn'])
        context.addIssue(ruleIssue(path, 'label_required', 'give a label in at least one language'));
    }
    const isPack = value.kind === 'sms_pack';
    if (isPack !== (value.smsCount !== null)) {
      context.addIssue(
        ruleIssue(
          'smsCount',
          isPack ? 'sms_count_required' : 'sms_pack_only',
          'an SMS pack, and only one, has a count',
        ),
      );
    }
    const isLicence = value.kind === 'theory_licence';
    if (isLicence !== (value.theoryLicenceDays !== null)) {
      context.addIssue(
        ruleIssue(
          'theoryLicenceDays',
          isLicence ? 'theory_days_required' : 'theory_licence_only',
          'a theory-exam licence, and only one, has its days',
        ),
      );
    }
    if (value.kind === 'resources' && value.resourceIds.length === 0) {
      context.addIssue(ruleIssue('resourceIds', 'resources_required', 'choose the resources it delivers'));
    }
    if (value.kind === 'voucher' && value.price === 0) {
      context.addIssue(ruleIssue('price', 'voucher_not_free', 'a gift voucher is worth its price: not 0'));
    }
  });
export type ArticleInput = z.infer<typeof articleInput>;

const logoSchema = z
  .object({ url: z.string(), thumbnailUrl: z.string().nullable() })
  .nullable()
  .describe('The square logo by signed addresses; null until uploaded');

/** An article as its seller manages it (/shop-settings). */
export const articleSchema = z.object({
  id: z.uuid(),
  ...versionField,
  kind: z.enum(ARTICLE_KINDS),
  labelFr: z.string(),
  labelDe: z.string(),
  labelIt: z.string(),
  labelEn: z.string(),
  descriptionFr: z.string(),
  descriptionDe: z.string(),
  descriptionIt: z.string(),
  descriptionEn: z.string(),
  price: z.number(),
  public: z.boolean(),
  shared: z.boolean(),
  theoryLicenceDays: z.number().int().nullable(),
  smsCount: z.number().int().nullable(),
  externalId: z.string(),
  externalUrl: z.string().nullable(),
  resourceIds: z.array(z.uuid()),
  logo: logoSchema,
  /** Its 6 characters in /checkout/:monitor/:article and /resources/:monitor/:article. */
  code: z.string(),
  /** The seller's 10 characters (`:monitor` of those addresses). */
  shopCode: z.string(),
  /** Disabling replaces deletion (spec §4) and is final. */
  disabled: z.boolean(),
  /** The caller's own (another member's, for the school's head). */
  mine: z.boolean(),
  owner: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Article = z.infer<typeof articleSchema>;

/** `PUT /articles/:id/disabled`: disabling is final, so only `true` is taken. */
export const articleDisablingInput = z.object({
  disabled: z.literal(true, { error: 'disabling an article is final: only true is accepted' }),
});

/** An article a signed-in user may buy on /shop (his own shown too, to preview). */
export const shopArticleSchema = articleSchema
  .pick({
    kind: true,
    labelFr: true,
    labelDe: true,
    labelIt: true,
    labelEn: true,
    descriptionFr: true,
    descriptionDe: true,
    descriptionIt: true,
    descriptionEn: true,
    price: true,
    public: true,
    theoryLicenceDays: true,
    smsCount: true,
    logo: true,
    code: true,
    shopCode: true,
    mine: true,
  })
  .extend({ seller: z.string() });
export type ShopArticle = z.infer<typeof shopArticleSchema>;

/** The public page of an article (/resources/:monitor/:article/:language?), in one language. */
export const publicArticleSchema = z.object({
  code: z.string(),
  shopCode: z.string(),
  /** The language the texts are asked in; a text missing in it is given in another. */
  language: z.enum(LANGUAGES),
  kind: z.enum(ARTICLE_KINDS),
  label: z.string(),
  description: z.string(),
  price: z.number(),
  theoryLicenceDays: z.number().int().nullable(),
  smsCount: z.number().int().nullable(),
  logo: logoSchema,
  /** The names of the resources it delivers, in that language. */
  resources: z.array(z.string()),
  seller: z.object({ name: z.string(), school: z.string().nullable() }),
});
export type PublicArticle = z.infer<typeof publicArticleSchema>;
