import { Readable } from 'node:stream';
import { type ArticleKind, LOGO_MAX_BYTES, RESOURCE_QUOTA_BYTES } from '@ds/domain';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Deps } from '../../kernel/deps';
import { storeUpload } from '../../modules/platform';
import { articleResources, articles, resources, shopSellers, users } from '../schema';

/** head@demo.ch's seller code: her articles' public pages are /resources/HeleneChef/<code>. */
export const DEMO_SELLER_CODE = 'HeleneChef';

interface DemoArticle {
  code: string;
  kind: ArticleKind;
  labels: [fr: string, de: string, it: string, en: string];
  descriptions: [fr: string, de: string, it: string, en: string];
  /** Centimes. */
  price: number;
  public: boolean;
  shared: boolean;
  smsCount?: number;
  theoryLicenceDays?: 1 | 30 | 365;
  /** The demo resources it delivers, by their French name. */
  resources?: string[];
  logo: { colour: string; text: string };
}

const theoryLicence = (days: 1 | 30 | 365, code: string, price: number, words: [string, string, string, string]) =>
  ({
    code,
    kind: 'theory_licence',
    labels: [
      `Examen théorique : licence ${words[0]}`,
      `Theorieprüfung: Lizenz ${words[1]}`,
      `Esame teorico: licenza ${words[2]}`,
      `Theory exam: ${words[3]} licence`,
    ],
    descriptions: [
      'Entraînement à l’examen théorique, toutes les questions officielles.',
      'Training für die Theorieprüfung mit allen offiziellen Fragen.',
      'Allenamento all’esame teorico con tutte le domande ufficiali.',
      'Training for the theory exam with every official question.',
    ],
    price,
    public: true,
    shared: true,
    theoryLicenceDays: days,
    logo: { colour: '#1c7ed6', text: String(days) },
  }) satisfies DemoArticle;

/** Spec §1 and §9: a resource pack, an SMS pack of 100, the three theory-exam licences, a gift voucher of CHF 50. */
const DEMO_ARTICLES: DemoArticle[] = [
  {
    code: 'Pack01',
    kind: 'resources',
    labels: [
      'Pack « Avant de partir »',
      'Paket «Vor der Fahrt»',
      'Pacchetto «Prima di partire»',
      '“Before driving” pack',
    ],
    descriptions: [
      'La checklist avant chaque course et le signal « Stop » expliqué.',
      'Die Kontrollliste vor jeder Fahrt und das Signal «Stop» erklärt.',
      'La lista di controllo prima di ogni corsa e il segnale «Stop» spiegato.',
      'The checklist before every drive and the “Stop” sign explained.',
    ],
    price: 1500,
    public: true,
    shared: true,
    resources: ['Checklist avant de partir', 'Signal « Stop »'],
    logo: { colour: '#2f9e44', text: 'PDF' },
  },
  {
    code: 'Sms100',
    kind: 'sms_pack',
    labels: ['Pack de 100 SMS', 'Paket mit 100 SMS', 'Pacchetto di 100 SMS', 'Pack of 100 SMS'],
    descriptions: [
      'Cent SMS de rappel pour l’auto-école, sans échéance.',
      'Hundert Erinnerungs-SMS für die Fahrschule, ohne Ablauf.',
      'Cento SMS di promemoria per la scuola guida, senza scadenza.',
      'A hundred reminder SMS for the driving school, with no expiry.',
    ],
    price: 1500,
    public: false,
    shared: true,
    smsCount: 100,
    logo: { colour: '#f08c00', text: 'SMS' },
  },
  theoryLicence(1, 'Theo01', 720, ['1 jour', '1 Tag', '1 giorno', '1-day']),
  theoryLicence(30, 'Theo30', 2240, ['30 jours', '30 Tage', '30 giorni', '30-day']),
  theoryLicence(365, 'The365', 4160, ['365 jours', '365 Tage', '365 giorni', '365-day']),
  {
    code: 'Bon050',
    kind: 'voucher',
    labels: ['Bon cadeau CHF 50', 'Geschenkgutschein CHF 50', 'Buono regalo CHF 50', 'CHF 50 gift voucher'],
    descriptions: [
      'À offrir : valable pour les leçons et les cours de l’auto-école.',
      'Zum Verschenken: gültig für Fahrstunden und Kurse der Fahrschule.',
      'Da regalare: valido per lezioni e corsi della scuola guida.',
      'To give: valid for the driving school’s lessons and courses.',
    ],
    price: 5000,
    public: true,
    shared: true,
    logo: { colour: '#c2255c', text: '50' },
  },
];

/** A square logo, drawn here: a coloured tile with a word. */
function logoPng({ colour, text }: DemoArticle['logo']): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="40" fill="${colour}"/>
    <text x="128" y="158" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="84" fill="#fff" text-anchor="middle">${text}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * head@demo.ch's shop: a pack of two of her resources, an SMS pack of 100, the three theory-exam
 * licences (CHF 7.20, 22.40, 41.60) and a CHF 50 gift voucher, each with a logo stored through the
 * real upload path; her seller code and the articles' codes are fixed, so their pages can be named.
 */
export async function seedDemoArticles(deps: Pick<Deps, 'db' | 'files'>): Promise<void> {
  const [head] = await deps.db.select().from(users).where(eq(users.email, 'head@demo.ch'));
  if (!head) throw new Error('the demo head is missing');
  await deps.db.insert(shopSellers).values({ userId: head.id, code: DEMO_SELLER_CODE });
  for (const demo of DEMO_ARTICLES) {
    const [article] = await deps.db
      .insert(articles)
      .values({
        ownerId: head.id,
        schoolId: head.schoolId,
        code: demo.code,
        kind: demo.kind,
        labelFr: demo.labels[0],
        labelDe: demo.labels[1],
        labelIt: demo.labels[2],
        labelEn: demo.labels[3],
        descriptionFr: demo.descriptions[0],
        descriptionDe: demo.descriptions[1],
        descriptionIt: demo.descriptions[2],
        descriptionEn: demo.descriptions[3],
        price: demo.price,
        public: demo.public,
        shared: demo.shared,
        smsCount: demo.smsCount ?? null,
        theoryLicenceDays: demo.theoryLicenceDays ?? null,
      })
      .returning({ id: articles.id });
    if (!article) throw new Error('demo article not inserted');
    if (demo.resources) {
      const delivered = await deps.db
        .select({ id: resources.id })
        .from(resources)
        .where(and(eq(resources.ownerId, head.id), inArray(resources.nameFr, demo.resources)));
      if (delivered.length !== demo.resources.length) throw new Error('a demo resource of the pack is missing');
      await deps.db
        .insert(articleResources)
        .values(delivered.map((resource) => ({ articleId: article.id, resourceId: resource.id })));
    }
    await storeUpload(
      deps,
      { userId: head.id, schoolId: head.schoolId },
      { filename: `${demo.code}.png`, stream: Readable.from([await logoPng(demo.logo)]) },
      { maxBytes: LOGO_MAX_BYTES, quotaBytes: RESOURCE_QUOTA_BYTES, imageOnly: true },
      (tx, fileId) => tx.update(articles).set({ logoFileId: fileId }).where(eq(articles.id, article.id)),
    );
  }
}
