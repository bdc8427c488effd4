import {
  RESOURCE_FILE_MAX_BYTES,
  RESOURCE_QUOTA_BYTES,
  type Resource,
  type ResourceInput,
  type ResourceLibrary,
  type ResourceSharingInput,
  type ResourceType,
  typeOfFile,
} from '@ds/domain';
import { checkAccess } from '../../../kernel/access/access';
import type { Actor } from '../../../kernel/actor';
import type { Deps } from '../../../kernel/deps';
import { requireRight } from '../../../kernel/rights';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError, ValidationError } from '../../../lib/errors';
import { discardStoredFiles, type IncomingFile, storeBytesUsed, storeUpload } from '../../platform';
import { resourceOf } from './resource-answer';
import {
  deleteResource,
  findLibrary,
  findResourceView,
  insertResource,
  type ResourceView,
  replaceSharing,
  updateResource,
} from './resources.repo';

type LibraryDeps = Pick<Deps, 'db' | 'secrets' | 'files' | 'log'>;

/** The library of an actor: his own and his school's resources, and the quota his uploads use. */
export async function listLibrary(
  deps: Pick<Deps, 'db' | 'secrets'>,
  actor: Actor,
  filter: { type?: ResourceType; q: string },
): Promise<ResourceLibrary> {
  const [views, usedBytes] = await Promise.all([
    findLibrary(deps.db, actor, filter),
    storeBytesUsed(deps.db, actor.userId),
  ]);
  return {
    items: views.map((view) => resourceOf(deps.secrets, actor, view)),
    quota: { usedBytes, limitBytes: RESOURCE_QUOTA_BYTES },
  };
}

async function readResource(deps: Pick<Deps, 'db' | 'secrets'>, actor: Actor, id: string): Promise<Resource> {
  const view = await findResourceView(deps.db, actor, id);
  if (!view) throw new NotFoundError('No such resource');
  return resourceOf(deps.secrets, actor, view);
}

/**
 * A resource the actor may change: his own; a colleague's for the school's head, or for an
 * employee with the "share resources" right (the school's library is his to keep). Another
 * school's is unknown (404), a colleague's otherwise read-only (403).
 */
async function changeableResource(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<ResourceView> {
  requireRight(actor, 'shareResources');
  const view = await findResourceView(deps.db, actor, id);
  if (!view) throw new NotFoundError('No such resource');
  const own = view.resource.ownerId === actor.userId;
  // requireRight above let an employee through only with the right.
  const forSchool = actor.schoolHead || actor.employee !== null;
  if (!own && !forSchool) throw new ForbiddenError('Only its owner or the school head may change this resource');
  return view;
}

/** A resource without a file: a web page (a link, an ordinance on fedlex, a directive online). */
export async function createLinkResource(deps: LibraryDeps, actor: Actor, input: ResourceInput): Promise<Resource> {
  requireRight(actor, 'shareResources');
  if (!input.linkUrl) {
    throw new ValidationError([
      { field: 'body.linkUrl', rule: 'required', message: 'a resource without a file needs a web address' },
    ]);
  }
  const id = await insertResource(deps.db, { ...input, ownerId: actor.userId, schoolId: actor.schoolId });
  return readResource(deps, actor, id);
}

function namesFromFile(filename: string) {
  const base =
    filename
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 120) || filename.slice(0, 120);
  return { nameFr: base, nameDe: base, nameIt: base };
}

/**
 * A file dropped into the library becomes a resource named after it (in the three languages,
 * renamed afterwards), of the type asked or the one its content suggests; an image type asks
 * for an image (spec §5).
 */
export async function uploadResource(
  deps: LibraryDeps,
  actor: Actor,
  incoming: IncomingFile,
  type: ResourceType | undefined,
): Promise<Resource> {
  requireRight(actor, 'shareResources');
  const id = await storeUpload(
    deps,
    actor,
    incoming,
    { maxBytes: RESOURCE_FILE_MAX_BYTES, quotaBytes: RESOURCE_QUOTA_BYTES, imageOnly: type === 'image' },
    (tx, fileId, taken) =>
      insertResource(tx, {
        type: type ?? typeOfFile(taken.mimeType),
        ...namesFromFile(incoming.filename),
        linkUrl: null,
        linkLabel: null,
        bookmark: null,
        page: null,
        ownerId: actor.userId,
        schoolId: actor.schoolId,
        fileId,
      }),
  );
  return readResource(deps, actor, id);
}

export async function changeResource(
  deps: LibraryDeps,
  actor: Actor,
  id: string,
  input: ResourceInput,
  version: number,
): Promise<Resource> {
  const view = await changeableResource(deps, actor, id);
  if (!view.file && !input.linkUrl) {
    throw new ValidationError([
      { field: 'body.linkUrl', rule: 'required', message: 'a resource without a file needs a web address' },
    ]);
  }
  if (!(await updateResource(deps.db, id, input, version))) throw new StaleVersionError();
  return readResource(deps, actor, id);
}

/**
 * A row elsewhere still names the resource through a restricting foreign key: an article of the
 * shop delivers it (the database keeps what was sold whole; this area knows no shop).
 */
function isStillReferenced(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    // 23001 restrict_violation (ON DELETE RESTRICT), 23503 foreign_key_violation (NO ACTION).
    const { code } = current as { code?: unknown };
    if (code === '23001' || code === '23503') return true;
  }
  return false;
}

/** Removes the resource, its shares, then its file from the store; one an article delivers stays (409 `resource_in_use`). */
export async function removeResource(deps: LibraryDeps, actor: Actor, id: string): Promise<void> {
  const view = await changeableResource(deps, actor, id);
  await deleteResource(deps.db, id).catch((error: unknown) => {
    if (isStillReferenced(error)) {
      throw new ConflictError(
        'An article of the shop delivers this resource: it is kept while an article names it',
        'resource_in_use',
      );
    }
    throw error;
  });
  if (view.file) await discardStoredFiles(deps, [view.file.id]);
}

/** Shares with all the owner's students, or with chosen ones the actor holds (an unknown one is a 400 naming it). */
export async function shareResource(
  deps: LibraryDeps,
  actor: Actor,
  id: string,
  input: ResourceSharingInput,
): Promise<Resource> {
  await changeableResource(deps, actor, id);
  const wanted = [...new Set(input.studentIds)];
  const held = await checkAccess(deps.db, actor, 'student.read', wanted);
  const unknown = wanted.findIndex((studentId) => !held.has(studentId));
  if (unknown >= 0) {
    throw new ValidationError([
      { field: `body.studentIds.${unknown}`, rule: 'unknown_student', message: 'is not one of your students' },
    ]);
  }
  await deps.db.transaction((tx) => replaceSharing(tx, id, input.allStudents, wanted));
  return readResource(deps, actor, id);
}
