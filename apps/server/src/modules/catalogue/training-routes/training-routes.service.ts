import type { TrainingRoute, TrainingRouteInput } from '@ds/domain';
import type { Db } from '../../../db/client';
import type { Actor } from '../../../kernel/actor';
import { NotFoundError } from '../../../lib/errors';
import { writtenAtVersion } from '../../../lib/versioned';
import {
  deleteOwnRoute,
  findRoutesOfOwner,
  insertRoute,
  type TrainingRouteRow,
  updateOwnRoute,
} from './training-routes.repo';

const present = ({ id, version, label, description }: TrainingRouteRow): TrainingRoute => ({
  id,
  version,
  label,
  description,
});
const noSuchRoute = () => new NotFoundError('No such route');

export async function listRoutes(db: Db, actor: Actor): Promise<TrainingRoute[]> {
  return (await findRoutesOfOwner(db, actor.userId)).map(present);
}

export async function createRoute(db: Db, actor: Actor, input: TrainingRouteInput): Promise<TrainingRoute> {
  return present(await insertRoute(db, { ...input, ownerId: actor.userId, schoolId: actor.schoolId }));
}

export async function updateRoute(
  db: Db,
  actor: Actor,
  id: string,
  input: TrainingRouteInput,
  version: number,
): Promise<TrainingRoute> {
  return present(writtenAtVersion(await updateOwnRoute(db, actor.userId, id, version, input), noSuchRoute));
}

export async function deleteRoute(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await deleteOwnRoute(db, actor.userId, id))) throw noSuchRoute();
}
