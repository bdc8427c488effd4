import {
  passesStatisticsLicence,
  personName,
  schoolDayBounds,
  type Turnover,
  type TurnoverExportQuery,
  type TurnoverFigures,
  type TurnoverInfrastructure,
  type TurnoverInfrastructureFigures,
  type TurnoverQuery,
  type TurnoverRow,
  toChf,
} from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { AppError, NotFoundError } from '../../../lib/errors';
import { type ShopTurnoverScope, shopTurnover } from '../../commerce';
import { getSchoolColleague, getUserLanguage } from '../../identity';
import { requireFinanceLicence } from '../accounting-access';
import {
  type ChargeSums,
  type LessonScope,
  type LessonSums,
  type LessonTypeSums,
  type MonthSums,
  sumChargeTurnover,
  sumLessonTurnover,
} from './turnover.repo';
import { type TurnoverFile, turnoverFile } from './turnover-file';

type TurnoverDeps = Pick<Deps, 'db'>;

interface Scopes {
  lessons: LessonScope;
  shop: ShopTurnoverScope;
  /** A school's head reads his school's figures per monitor. */
  perMonitor: boolean;
}

/**
 * Who sees what: a school's head his school's lessons and shop, or one of its monitors' alone
 * (`monitorId`; another school's user is a 404); anyone else his own (naming another is a 404).
 */
async function scopesOf(deps: TurnoverDeps, actor: Actor, monitorId: string | undefined): Promise<Scopes> {
  const schoolId = actor.schoolHead ? actor.schoolId : null;
  if (schoolId) {
    if (monitorId === undefined) return { lessons: { schoolId }, shop: { schoolId }, perMonitor: true };
    if (!(await getSchoolColleague(deps.db, schoolId, monitorId))) throw new NotFoundError('No such monitor');
    return { lessons: { schoolId, monitorId }, shop: { sellerId: monitorId }, perMonitor: true };
  }
  if (monitorId !== undefined && monitorId !== actor.userId) throw new NotFoundError('No such monitor');
  return { lessons: { monitorId: actor.userId }, shop: { sellerId: actor.userId }, perMonitor: false };
}

const figuresOf = (sums: LessonSums): TurnoverFigures => ({
  lessons: sums.lessons,
  total: toChf(sums.total),
  collected: toChf(sums.collected),
  notCollected: toChf(sums.notCollected),
  free: sums.free,
});

const NO_SUMS: LessonSums = { lessons: 0, total: 0, collected: 0, notCollected: 0, free: 0 };

function added(a: LessonSums, b: LessonSums): LessonSums {
  return {
    lessons: a.lessons + b.lessons,
    total: a.total + b.total,
    collected: a.collected + b.collected,
    notCollected: a.notCollected + b.notCollected,
    free: a.free + b.free,
  };
}

/** One row per lesson type: the sums of its prices, and its price when every lesson had the same. */
function condensedTypes(types: LessonTypeSums[]): LessonTypeSums[] {
  const byCourse = new Map<string | null, LessonTypeSums[]>();
  for (const type of types) byCourse.set(type.courseId, [...(byCourse.get(type.courseId) ?? []), type]);
  return [...byCourse.values()].map((group) => {
    const [first] = group as [LessonTypeSums, ...LessonTypeSums[]];
    const prices = new Set(group.map((type) => type.priceCentimes));
    return {
      ...group.reduce<LessonSums>(added, NO_SUMS),
      courseId: first.courseId,
      course: first.course,
      priceCentimes: prices.size === 1 ? first.priceCentimes : null,
    };
  });
}

/** By course name in the reader's language's order (lessons without a type last), then by price (none last). */
function inOrder(types: LessonTypeSums[], language: string): LessonTypeSums[] {
  const last = Number.POSITIVE_INFINITY;
  return [...types].sort(
    (a, b) =>
      (a.course === null ? 1 : 0) - (b.course === null ? 1 : 0) ||
      (a.course ?? '').localeCompare(b.course ?? '', language) ||
      (a.priceCentimes ?? last) - (b.priceCentimes ?? last),
  );
}

type ChargeFigures = Omit<ChargeSums, 'infrastructureId' | 'label' | 'amountCentimes'>;

const chargeFiguresOf = (sums: ChargeFigures): TurnoverInfrastructureFigures => ({
  uses: sums.uses,
  total: toChf(sums.total),
  collected: toChf(sums.collected),
  notCollected: toChf(sums.notCollected),
});

function addedCharges(charges: ChargeSums[]): ChargeFigures {
  return charges.reduce(
    (sum, charge) => ({
      uses: sum.uses + charge.uses,
      total: sum.total + charge.total,
      collected: sum.collected + charge.collected,
      notCollected: sum.notCollected + charge.notCollected,
    }),
    { uses: 0, total: 0, collected: 0, notCollected: 0 },
  );
}

/**
 * One row per infrastructure (one per name once deleted), condensed or not: its charges summed, and
 * its price where every charge had the same; by name in the reader's language's order.
 */
function infrastructureRows(charges: ChargeSums[], language: string): TurnoverInfrastructure[] {
  const byInfrastructure = new Map<string, ChargeSums[]>();
  for (const charge of charges) {
    const key = charge.infrastructureId ?? `deleted:${charge.label}`;
    byInfrastructure.set(key, [...(byInfrastructure.get(key) ?? []), charge]);
  }
  return [...byInfrastructure.values()]
    .map((group) => {
      const [first] = group as [ChargeSums, ...ChargeSums[]];
      const amounts = new Set(group.map((charge) => charge.amountCentimes));
      return {
        ...chargeFiguresOf(addedCharges(group)),
        infrastructureId: first.infrastructureId,
        name: first.label,
        price: amounts.size === 1 ? toChf(first.amountCentimes) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Every Swiss month of the range, those without lessons at 0. */
function everyMonth(from: string, to: string, months: MonthSums[]): Turnover['months'] {
  const byMonth = new Map(months.map((month) => [month.month, month]));
  const answer: NonNullable<Turnover['months']> = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  for (let key = from.slice(0, 7); key <= to.slice(0, 7); ) {
    const sums = byMonth.get(key);
    answer.push({ month: key, collected: toChf(sums?.collected ?? 0), notCollected: toChf(sums?.notCollected ?? 0) });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return answer;
}

async function readTurnover(deps: TurnoverDeps, actor: Actor, query: TurnoverQuery) {
  requireFinanceLicence(actor);
  const scopes = await scopesOf(deps, actor, query.monitorId);
  const range = { start: schoolDayBounds(query.from).start, end: schoolDayBounds(query.to).end };
  const [lessons, charges, shop, language = 'fr'] = await Promise.all([
    sumLessonTurnover(deps.db, scopes.lessons, range),
    sumChargeTurnover(deps.db, scopes.lessons, range),
    shopTurnover(deps.db, scopes.shop, range),
    getUserLanguage(deps.db, actor.userId),
  ]);
  const types = inOrder(query.condensed ? condensedTypes(lessons.types) : lessons.types, language);
  const turnover: Turnover = {
    from: query.from,
    to: query.to,
    condensed: query.condensed,
    rows: types.map(
      (type): TurnoverRow => ({
        ...figuresOf(type),
        courseId: type.courseId,
        course: type.course,
        price: type.priceCentimes === null ? null : toChf(type.priceCentimes),
      }),
    ),
    totals: figuresOf(lessons.types.reduce<LessonSums>(added, NO_SUMS)),
    infrastructures: infrastructureRows(charges, language),
    infrastructureTotals: chargeFiguresOf(addedCharges(charges)),
    monitors: scopes.perMonitor
      ? lessons.monitors
          .map((monitor) => ({ ...figuresOf(monitor), monitorId: monitor.monitorId, name: personName(monitor) }))
          .sort((a, b) => a.name.localeCompare(b.name, language))
      : [],
    shop: {
      orders: shop.orders,
      total: toChf(shop.total),
      collected: toChf(shop.collected),
      notCollected: toChf(shop.notCollected),
      vouchersIssued: shop.vouchersIssued,
      vouchersIssuedValue: toChf(shop.vouchersIssuedValue),
      vouchersRedeemed: toChf(shop.vouchersRedeemed),
    },
    months: passesStatisticsLicence(actor.roles, actor.licences)
      ? everyMonth(query.from, query.to, lessons.months)
      : null,
  };
  return { turnover, language };
}

/**
 * Spec §2 /accounting/ca (issue 26 §2): the ended lessons started on the range's Swiss days, per
 * lesson type (and price, unless condensed) with the spec's columns and their totals, their
 * charges per infrastructure (issue 26 §1), per monitor
 * for a school's head, the shop's side, and month by month for the charts (statistics licence).
 * Needs the finance licence.
 */
export async function getTurnover(deps: TurnoverDeps, actor: Actor, query: TurnoverQuery): Promise<Turnover> {
  return (await readTurnover(deps, actor, query)).turnover;
}

/** The same figures as a CSV or XLSX file in the reader's language; exports need the statistics licence too. */
export async function exportTurnover(
  deps: TurnoverDeps,
  actor: Actor,
  query: TurnoverExportQuery,
): Promise<TurnoverFile> {
  requireFinanceLicence(actor);
  if (!passesStatisticsLicence(actor.roles, actor.licences)) {
    throw new AppError(403, 'statistics_licence_required', 'The statistics licence is needed for exports');
  }
  const { turnover, language } = await readTurnover(deps, actor, query);
  return turnoverFile(turnover, language, query.format);
}
