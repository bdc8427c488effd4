import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { licences, planLicences, subscriptionPlans, users } from '../schema';

/** Spec §9-like offers of the demo: Basic (admin), Didactic (+ didactic), Complete (all, 100 SMS a month). */
const DEMO_PLANS = [
  {
    nameFr: 'Basic',
    nameDe: 'Basic',
    nameIt: 'Basic',
    descriptionFr: 'Le module administratif : calendrier, élèves, cours, communications.',
    descriptionDe: 'Das Administrationsmodul: Kalender, Schüler, Kurse, Kommunikation.',
    descriptionIt: 'Il modulo amministrativo: calendario, allievi, corsi, comunicazioni.',
    modules: ['admin' as const],
    price: 24_000,
    monthlySms: 0,
  },
  {
    nameFr: 'Didactique',
    nameDe: 'Didaktik',
    nameIt: 'Didattica',
    descriptionFr: 'Administratif et didactique : ressources et examen théorique en plus.',
    descriptionDe: 'Administration und Didaktik: dazu Ressourcen und Theorieprüfung.',
    descriptionIt: 'Amministrazione e didattica: in più risorse ed esame teorico.',
    modules: ['admin' as const, 'didactic' as const],
    price: 36_000,
    monthlySms: 0,
  },
  {
    nameFr: 'Complet',
    nameDe: 'Komplett',
    nameIt: 'Completo',
    descriptionFr: 'Tous les modules et 100 SMS par mois.',
    descriptionDe: 'Alle Module und 100 SMS pro Monat.',
    descriptionIt: 'Tutti i moduli e 100 SMS al mese.',
    modules: ['admin' as const, 'didactic' as const, 'finance' as const, 'statistics' as const],
    price: 48_000,
    monthlySms: 100,
  },
];

/** The demo's three plans; head@demo.ch's licence is one of the Complete plan's. */
export async function seedDemoPlans(db: Db): Promise<void> {
  const plans = await db
    .insert(subscriptionPlans)
    .values(
      DEMO_PLANS.map((plan) => ({
        ...plan,
        licenceCount: 1,
        paymentModes: ['invoice' as const, 'card' as const],
        roles: ['monitor' as const],
        daysPerLicence: 365,
      })),
    )
    .returning({ id: subscriptionPlans.id, nameFr: subscriptionPlans.nameFr });
  const complete = plans.find((plan) => plan.nameFr === 'Complet');
  const [headLicence] = await db
    .select({ id: licences.id })
    .from(licences)
    .innerJoin(users, eq(users.id, licences.userId))
    .where(eq(users.email, 'head@demo.ch'));
  if (!complete || !headLicence) throw new Error('the demo plans or the head licence are missing');
  await db.insert(planLicences).values({ licenceId: headLicence.id, planId: complete.id });
}
