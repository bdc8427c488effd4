import { type Plan, translatedText } from '@ds/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconKey, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '@/lib/current-language';
import { formatChfAmount } from '@/lib/format-chf';

const wrap = { overflowWrap: 'anywhere' } as const;

/** One plan in the list: its name, modules, price, what each licence gives, and its actions. */
export function PlanCard({
  plan,
  onEdit,
  onGenerate,
  onToggleDisabled,
  busy,
}: {
  plan: Plan;
  onEdit: () => void;
  onGenerate: () => void;
  onToggleDisabled: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('commerce-plans');
  const language = useCurrentLanguage();
  const name = translatedText(plan, 'name', language);
  const description = translatedText(plan, 'description', language);
  return (
    <Paper withBorder p="md" data-testid="plan-card" data-disabled={plan.disabled || undefined}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={wrap}>
            {name}
          </Title>
          {plan.disabled && (
            <Badge color="gray" variant="filled" data-testid="plan-withdrawn" style={{ flexShrink: 0 }}>
              {t('card.withdrawn')}
            </Badge>
          )}
        </Group>
        {description && (
          <Text size="sm" c="dimmed" style={wrap} lineClamp={3}>
            {description}
          </Text>
        )}
        <Group gap="xs" aria-label={t('form.modules')}>
          {plan.modules.map((module) => (
            <Badge key={module} variant="light">
              {t(`modules.${module}`)}
            </Badge>
          ))}
        </Group>
        <Text fw={600} data-testid="plan-price">
          {formatChfAmount(plan.price)}
        </Text>
        <Stack gap={2}>
          <Text size="sm">{t('card.licences', { count: plan.licenceCount })}</Text>
          <Text size="sm">{t('card.days', { count: plan.daysPerLicence })}</Text>
          <Text size="sm">{t('card.sms', { count: plan.monthlySms })}</Text>
          <Text size="sm" data-testid="plan-issued">
            {t('card.issued', { count: plan.licencesIssued })}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} />}
            onClick={onEdit}
            aria-label={t('card.editNamed', { name })}
          >
            {t('card.edit')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconKey size={16} />}
            onClick={onGenerate}
            aria-label={t('card.generateNamed', { name })}
          >
            {t('card.generate')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            color={plan.disabled ? 'teal' : 'red'}
            leftSection={plan.disabled ? <IconEye size={16} /> : <IconEyeOff size={16} />}
            onClick={onToggleDisabled}
            loading={busy}
            aria-label={t(plan.disabled ? 'card.offerNamed' : 'card.withdrawNamed', { name })}
          >
            {t(plan.disabled ? 'card.offer' : 'card.withdraw')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
