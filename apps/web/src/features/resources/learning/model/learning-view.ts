import { type LearningResource, type Me, mayConsultResources, type ResourceType } from '@ds/domain';
import { actorOf } from '@/lib/actor';
import { TYPE_ORDER } from '../../model/open-mode';

/**
 * Spec §6: "the didactic licence is needed to consult resources" (a learner consults what is shared
 * with him; the others need the licence, the fre role and the administrator pass). Told so, and
 * offered the subscription, before anything is asked of the server, which answers the same rule.
 */
export function lacksDidacticLicence(me: Me | null): boolean {
  const actor = actorOf(me);
  return actor !== null && !mayConsultResources(actor);
}

export interface ResourceSection {
  type: ResourceType;
  resources: LearningResource[];
}

/** The resources by type, in the order of TYPE_ORDER, each type's by name; types without any left out. */
export function sectionsOf(resources: LearningResource[], nameOf: (resource: LearningResource) => string) {
  return TYPE_ORDER.map((type) => ({
    type,
    resources: resources
      .filter((resource) => resource.type === type)
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b))),
  })).filter((section) => section.resources.length > 0);
}

/** Where in a legislation document to read: "Art. 31, page 12", either part alone, or nothing. */
export function placeParts(resource: Pick<LearningResource, 'bookmark' | 'page'>): 'both' | 'bookmark' | 'page' | null {
  if (resource.bookmark && resource.page) return 'both';
  if (resource.bookmark) return 'bookmark';
  return resource.page ? 'page' : null;
}
