import type { LinkRequest } from '@ds/domain';
import { useTranslation } from 'react-i18next';
import { RequestCard } from './request-card';

/** A request as the learner sees it: his own to a monitor, or a monitor's invitation to him. */
export function StudentRequestCard({ request }: { request: LinkRequest }) {
  const { t } = useTranslation('students-requests');
  const name = `${request.monitor.firstname} ${request.monitor.name}`;
  return (
    <RequestCard
      request={request}
      title={t(request.direction === 'fromStudent' ? 'student.requestTo' : 'student.invitationFrom', { name })}
      counterpart={name}
      detail={request.monitor.email}
    />
  );
}
