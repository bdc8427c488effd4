import { type OfferedPlan, translatedText } from '@ds/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { formatChfAmount } from '@/lib/format-chf';

const wrap = { overflowWrap: 'anywhere' } as const;

/** A plan offered to the user: in his language, its price and what each purchase gives, and "Choose". */
export function OfferedPlanCard({ plan, onChoose }: { plan: OfferedPlan; onChoose: () => void }) {
  const { t } = useTranslation('commerce-subscribe');
  const language = useCurrentLanguage();
  const name = translatedText(plan, 'name', language);
  const description = translatedText(plan, 'description', language);
  return (
    <Paper withBorder p="md" data-testid="offered-plan">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4" style={wrap}>
          {name}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" style={wrap}>
            {description}
          </Text>
        )}
        <Group gap="xs">
          {plan.modules.map((module) => (
            <Badge key={module} variant="light">
              {t(`modules.${module}`)}
            </Badge>
          ))}
        </Group>
        <Text fw={700} size="lg" data-testid="offered-plan-price">
          {formatChfAmount(plan.price)}
        </Text>
        <Stack gap={2}>
          <Text size="sm">{t('card.licences', { count: plan.licenceCount })}</Text>
          <Text size="sm">{t('card.days', { count: plan.daysPerLicence })}</Text>
          <Text size="sm">{t('card.sms', { count: plan.monthlySms })}</Text>
        </Stack>
        <Button mt="auto" onClick={onChoose} aria-label={t('card.chooseNamed', { name })} data-testid="choose-plan">
          {t('card.choose')}
        </Button>
      </Stack>
    </Paper>
  );
}
