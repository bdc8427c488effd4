import type { UnattachedLearner } from '@ds/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { learnerFacts } from '../model/learner-facts';
import { type LearnerAction, LearnerActions } from './learner-actions';
import { LearnerRequests } from './learner-requests';

/** The learners on a desktop: one row each. */
export function LearnerTable({
  learners,
  onAction,
}: {
  learners: UnattachedLearner[];
  onAction: (learner: UnattachedLearner, action: LearnerAction) => void;
}) {
  const { t } = useTranslation('students-unattached');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="xs" data-testid="learner-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.learner')}</Table.Th>
            <Table.Th>{t('columns.contact')}</Table.Th>
            <Table.Th>{t('columns.language')}</Table.Th>
            <Table.Th>{t('columns.registered')}</Table.Th>
            <Table.Th>{t('columns.lastSignIn')}</Table.Th>
            <Table.Th>{t('columns.requests')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {learners.map((learner) => {
            const facts = learnerFacts(learner, t);
            return (
              <Table.Tr key={learner.id} data-testid="learner-row">
                <Table.Td fw={600}>{facts.name}</Table.Td>
                <Table.Td>
                  <Text size="sm">{learner.email}</Text>
                  <Text size="sm" c="dimmed">
                    {facts.mobile}
                  </Text>
                </Table.Td>
                <Table.Td>{facts.language}</Table.Td>
                <Table.Td>{facts.registered}</Table.Td>
                <Table.Td>{facts.lastSignIn}</Table.Td>
                <Table.Td>
                  <LearnerRequests learner={learner} />
                </Table.Td>
                <Table.Td>
                  <LearnerActions learner={learner} onAction={onAction} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
