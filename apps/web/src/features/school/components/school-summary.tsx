import { addressLines, formatIban, formatPhone, type School } from '@ds/domain';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The school's record as its members read it (only its administrators change it). */
export function SchoolSummary({ school }: { school: School }) {
  const { t } = useTranslation('school');
  const lines: [string, string | null][] = [
    [t('record.address'), addressLines(school).join(', ')],
    [t('address.billing'), school.billing ? addressLines(school.billing).join(', ') : t('address.sameAsAddress')],
    [t('record.phone'), school.phone && formatPhone(school.phone)],
    [t('record.email'), school.email],
    [t('record.vatNumber'), school.vatNumber],
    [t('record.iban'), school.iban && formatIban(school.iban)],
  ];
  return (
    <Stack gap="xs" data-testid="school-summary">
      <Text fw={700} size="lg">
        {school.name}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {lines
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </Stack>
          ))}
        {school.website && (
          <Anchor href={school.website} target="_blank" rel="noopener noreferrer" size="sm">
            {school.website}
          </Anchor>
        )}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('record.readOnly')}
      </Text>
    </Stack>
  );
}
