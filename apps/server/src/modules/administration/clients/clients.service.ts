import {
  CLIENTS_PAGE_SIZE,
  type ClientDetail,
  type ClientListQuery,
  type ClientMember,
  type ClientSummary,
  licenceSummary,
  personName,
  schoolMonthBounds,
} from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Deps } from '../../../kernel/deps';
import { NotFoundError } from '../../../lib/errors';
import { appointmentCounts } from '../../calendar';
import { ordersOfBuyers } from '../../commerce';
import { sentSmsCounts, smsCreditsOfSender } from '../../communications';
import { lastSignIns, licencesHeldBy } from '../../identity';
import { storeBytesUsedBy } from '../../platform';
import { ownedStudentCounts } from '../../students';
import { type ClientMemberRow, type ClientRow, findClient, findClientMembers, findClientPage } from './clients.repo';

/** The client a person belongs to: his school, or himself without one. */
const clientIdOf = (member: Pick<ClientMemberRow, 'id' | 'schoolId'>) => member.schoolId ?? member.id;

/** Who stands for a client: the school's first administrator, or the monitor himself. */
export function headOf(client: Pick<ClientRow, 'kind'>, people: ClientMemberRow[]): ClientMemberRow | undefined {
  return client.kind === 'solo' ? people[0] : people.find((member) => member.isSchoolHead);
}

const sumOf = (counts: Map<string, number>, ids: string[]) => ids.reduce((sum, id) => sum + (counts.get(id) ?? 0), 0);

/** The clients with their people, licences and this month's use, read in one batch for all of them. */
async function summarise(db: Db, clients: ClientRow[], now: Date) {
  const members = await findClientMembers(db, clients);
  const ids = members.map((member) => member.id);
  const month = schoolMonthBounds(now);
  const [students, appointments, storage, sms, licences] = await Promise.all([
    ownedStudentCounts(db, ids),
    appointmentCounts(db, ids, month),
    storeBytesUsedBy(db, ids),
    sentSmsCounts(db, ids, month),
    licencesHeldBy(db, ids),
  ]);
  return clients.map((client) => {
    const people = members.filter((member) => clientIdOf(member) === client.id);
    const peopleIds = people.map((member) => member.id);
    const held = licences.filter((licence) => peopleIds.includes(licence.holderId));
    const head = headOf(client, people);
    const summary: ClientSummary = {
      id: client.id,
      kind: client.kind,
      name: client.name,
      email: client.email,
      head: head ? { id: head.id, name: personName(head), email: head.email } : null,
      memberCount: people.length,
      blocked: Boolean(head?.blockedAt),
      blockedMembers: people.filter((member) => member.blockedAt).length,
      licences: licenceSummary(held, now),
      usage: {
        students: sumOf(students, peopleIds),
        appointmentsThisMonth: sumOf(appointments, peopleIds),
        storageBytes: sumOf(storage, peopleIds),
        smsSentThisMonth: sumOf(sms, peopleIds),
      },
    };
    return { summary, people, held };
  });
}

/** /manageClients: a page of clients, searched, each with its licences and use. */
export async function listClients(deps: Pick<Deps, 'db'>, query: ClientListQuery) {
  const offset = (query.page - 1) * CLIENTS_PAGE_SIZE;
  const { rows, total } = await findClientPage(deps.db, query.q, offset, CLIENTS_PAGE_SIZE);
  const clients = await summarise(deps.db, rows, new Date());
  return {
    clients: clients.map((client) => client.summary),
    page: { total, offset, limit: CLIENTS_PAGE_SIZE },
  };
}

export function presentMember(member: ClientMemberRow, lastSignInAt: Date | undefined): ClientMember {
  return {
    id: member.id,
    name: personName(member),
    email: member.email,
    role: member.role,
    schoolHead: member.isSchoolHead,
    blocked: member.blockedAt !== null,
    blockedAt: member.blockedAt?.toISOString() ?? null,
    blockedReason: member.blockedReason,
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
  };
}

export async function requireClient(db: Db, id: string): Promise<ClientRow> {
  const client = await findClient(db, id);
  if (!client) throw new NotFoundError('No such client');
  return client;
}

/** Who pays a client's SMS: the school, or the monitor alone (communications' payer). */
export function payerOf(client: Pick<ClientRow, 'kind' | 'id'>, headId: string | undefined) {
  return client.kind === 'school'
    ? { schoolId: client.id, userId: headId ?? client.id }
    : { schoolId: null, userId: client.id };
}

/** One client in full: its people, their licences (keys masked), use, SMS credits and orders. */
export async function clientDetail(deps: Pick<Deps, 'db' | 'secrets'>, id: string): Promise<ClientDetail> {
  const client = await requireClient(deps.db, id);
  const [found] = await summarise(deps.db, [client], new Date());
  if (!found) throw new NotFoundError('No such client');
  const { summary, people, held } = found;
  const peopleIds = people.map((member) => member.id);
  const [signIns, smsCredits, orders] = await Promise.all([
    lastSignIns(deps.db, peopleIds),
    smsCreditsOfSender(deps, payerOf(client, summary.head?.id)),
    ordersOfBuyers(deps, peopleIds),
  ]);
  const names = new Map(people.map((member) => [member.id, personName(member)]));
  return {
    ...summary,
    members: people.map((member) => presentMember(member, signIns.get(member.id))),
    licenceList: held.map(({ holderId, start, end, ...licence }) => ({
      ...licence,
      start: start?.toISOString() ?? null,
      end: end?.toISOString() ?? null,
      holder: { id: holderId, name: names.get(holderId) ?? '' },
    })),
    smsCredits,
    orders,
  };
}
