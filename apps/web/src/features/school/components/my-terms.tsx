import { EMPLOYEE_RIGHTS, type EmployeeStanding, formatSwissDay } from '@ds/domain';
import { Alert, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An employee's own terms: what he may do at the school, and what its head turned off. */
export function MyTerms({ employee }: { employee: EmployeeStanding }) {
  const { t } = useTranslation('school');
  return (
    <Alert color={employee.active ? 'blue' : 'gray'} variant="light" title={t('myTerms.title')} data-testid="my-terms">
      <Stack gap="xs">
        <Text size="sm">
          {employee.endsOn
            ? t('terms.from', { start: formatSwissDay(employee.startsOn), end: formatSwissDay(employee.endsOn) })
            : t('terms.since', { start: formatSwissDay(employee.startsOn) })}
        </Text>
        <List spacing={4} size="sm">
          {EMPLOYEE_RIGHTS.map((right) => {
            const on = employee.rights.includes(right);
            return (
              <List.Item
                key={right}
                icon={
                  <ThemeIcon color={on ? 'green' : 'gray'} size={18} radius="xl">
                    {on ? <IconCheck size={12} /> : <IconX size={12} />}
                  </ThemeIcon>
                }
              >
                {t(`rights.${right}`)} — {on ? t('myTerms.on') : t('myTerms.off')}
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Alert>
  );
}
