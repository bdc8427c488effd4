import { formatSwissDay, schoolDay } from '@ds/domain';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/session-user';
import { StatusPage } from './status-page';

/** /403; an employee whose access is not open today is told since or until when, and led to his account. */
export function ForbiddenPage() {
  const { t } = useTranslation('pages');
  const employee = useSessionUser()?.employee;
  if (employee && !employee.active && employee.startsOn) {
    const ended = employee.endsOn !== null && employee.endsOn < schoolDay(new Date());
    const text = ended
      ? t('employeeEndedText', { date: formatSwissDay(employee.endsOn ?? '') })
      : t('employeeNotStartedText', { date: formatSwissDay(employee.startsOn) });
    return (
      <StatusPage
        testId="forbidden"
        code="403"
        title={t('forbiddenTitle')}
        text={text}
        home={{ to: '/account', label: t('toAccount') }}
      />
    );
  }
  return <StatusPage testId="forbidden" code="403" title={t('forbiddenTitle')} text={t('forbiddenText')} />;
}
