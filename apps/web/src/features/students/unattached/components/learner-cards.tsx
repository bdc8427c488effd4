import type { UnattachedLearner } from '@ds/domain';
import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { learnerFacts } from '../model/learner-facts';
import { type LearnerAction, LearnerActions } from './learner-actions';
import { LearnerRequests } from './learner-requests';

/** The learners on a phone: one card each. */
export function LearnerCards({
  learners,
  onAction,
}: {
  learners: UnattachedLearner[];
  onAction: (learner: UnattachedLearner, action: LearnerAction) => void;
}) {
  const { t } = useTranslation('students-unattached');
  return (
    <Stack gap="xs" data-testid="learner-cards">
      {learners.map((learner) => {
        const facts = learnerFacts(learner, t);
        return (
          <Card key={learner.id} withBorder padding="sm" data-testid="learner-row">
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {facts.name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {[learner.email, facts.mobile, facts.language].filter(Boolean).join(' · ')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('registeredOn', { date: facts.registered })} · {t('lastSignIn', { date: facts.lastSignIn })}
              </Text>
              <LearnerRequests learner={learner} />
              <LearnerActions learner={learner} onAction={onAction} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
