import { type ActorRoles, primaryRole } from '../kernel/permissions/abilities';
import { type Licences, passesDidacticLicence } from '../kernel/permissions/licences';

/**
 * Who may consult learning resources (spec §6: the didactic licence is needed to consult
 * resources): a learner consults what his monitors shared with him, whoever pays for it; a
 * monitor or an employee needs the didactic licence (an employee works under his school's).
 */
export function mayConsultResources(actor: ActorRoles & { licences: Licences }): boolean {
  return primaryRole(actor) === 'user' || passesDidacticLicence(actor.roles, actor.licences);
}
