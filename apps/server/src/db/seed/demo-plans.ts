import { eq, inArray } from 'drizzle-orm';
import { storedLicenceKey } from '../../modules/identity';
import type { Db } from '../client';
import { licenceBatches, licences, planLicences, subscriptionPlans, users } from '../schema';

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

const keyHashOf = (key: string) => storedLicenceKey(key).keyHash;

/**
 * The demo's three plans: head@demo.ch's licence is one of the Complete plan's, the one ending
 * soon a Didactic one, and the keys left to activate a batch of the Basic plan.
 */
export async function seedDemoPlans(db: Db, keys: { headActive: string; headEnding: string; toActivate: string[] }) {
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
  const planId = (nameFr: string) => {
    const plan = plans.find((candidate) => candidate.nameFr === nameFr);
    if (!plan) throw new Error(`no demo plan ${nameFr}`);
    return plan.id;
  };
  const stored = await db
    .select({ id: licences.id, keyHash: licences.keyHash })
    .from(licences)
    .where(inArray(licences.keyHash, [keys.headActive, keys.headEnding, ...keys.toActivate].map(keyHashOf)));
  const licenceId = (key: string) => {
    const licence = stored.find((candidate) => candidate.keyHash === keyHashOf(key));
    if (!licence) throw new Error(`no demo licence ${key}`);
    return licence.id;
  };
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.ch'));
  const [batch] = await db
    .insert(licenceBatches)
    .values({ planId: planId('Basic'), createdBy: admin?.id })
    .returning({ id: licenceBatches.id });
  await db
    .insert(planLicences)
    .values([
      { licenceId: licenceId(keys.headActive), planId: planId('Complet') },
      { licenceId: licenceId(keys.headEnding), planId: planId('Didactique') },
      ...keys.toActivate.map((key) => ({ licenceId: licenceId(key), planId: planId('Basic'), batchId: batch?.id })),
    ]);
}
