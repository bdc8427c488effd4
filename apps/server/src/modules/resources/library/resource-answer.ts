import type { LearningResource, Resource } from '@ds/domain';
import { personName } from '@ds/domain';
import type { Actor } from '../../../kernel/actor';
import type { Secrets } from '../../../lib/secrets';
import { signedFileUrl } from '../../platform';
import type { ResourceView } from './resources.repo';

function fileOf(secrets: Secrets, view: ResourceView): Resource['file'] {
  if (!view.file) return null;
  return {
    name: view.file.name,
    size: view.file.size,
    mimeType: view.file.mimeType,
    url: signedFileUrl(secrets, view.file.id, 'original'),
    thumbnailUrl: view.file.thumbnailKey ? signedFileUrl(secrets, view.file.id, 'thumbnail') : null,
  };
}

function fieldsOf(view: ResourceView) {
  const { type, nameFr, nameDe, nameIt, linkUrl, linkLabel, bookmark, page } = view.resource;
  return { type, nameFr, nameDe, nameIt, linkUrl, linkLabel, bookmark, page };
}

/** A library entry as answered: signed file addresses, whose it is, with whom it is shared. */
export function resourceOf(secrets: Secrets, actor: Pick<Actor, 'userId'>, view: ResourceView): Resource {
  return {
    id: view.resource.id,
    version: view.resource.version,
    ...fieldsOf(view),
    file: fileOf(secrets, view),
    mine: view.resource.ownerId === actor.userId,
    owner: { id: view.resource.ownerId, name: personName({ firstname: view.ownerFirstname, name: view.ownerName }) },
    sharing: { allStudents: view.resource.sharedWithAllStudents, studentIds: view.studentIds },
    createdAt: view.resource.createdAt.toISOString(),
  };
}

/** A resource as a reader consults it. */
export function learningResourceOf(secrets: Secrets, view: ResourceView): LearningResource {
  return {
    id: view.resource.id,
    ...fieldsOf(view),
    file: fileOf(secrets, view),
    sharedBy: personName({ firstname: view.ownerFirstname, name: view.ownerName }),
  };
}
