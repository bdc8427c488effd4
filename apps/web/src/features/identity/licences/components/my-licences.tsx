import { Badge, Box, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useLicences } from '../api/licences-api';
import { LicenceCard } from './licence-card';
import { dayOf, LICENCE_STATUS_COLOURS } from './licence-format';

/**
 * "My subscriptions" (spec §2): each licence with its key (masked), start, end, status, modules
 * and the SMS it grants a month; `smsLeft`, when given, is what the school has left this month.
 */
export function MyLicences({ smsLeft }: { smsLeft?: number }) {
  const { t } = useTranslation('identity-account');
  const licences = useLicences();
  const list = licences.data ?? [];
  const modulesOf = (modules: string[]) => modules.map((module) => t(`licences.moduleNames.${module}`)).join(', ');

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="my-licences-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-licences-title">
          {t('licences.mineTitle')}
        </Title>
        {smsLeft !== undefined && (
          <Text size="sm" data-testid="sms-left">
            {t('licences.smsLeft', { count: smsLeft })}
          </Text>
        )}
        {licences.isPending && <Loader />}
        <ErrorAlert error={licences.error} />
        {licences.data?.length === 0 && <Text c="dimmed">{t('licences.none')}</Text>}
        {list.length > 0 && (
          <Stack gap="xs" hiddenFrom="sm">
            {list.map((licence) => (
              <LicenceCard key={licence.id} licence={licence} />
            ))}
          </Stack>
        )}
        {list.length > 0 && (
          <Box visibleFrom="sm">
            <Table.ScrollContainer minWidth={640}>
              <Table striped data-testid="licences-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('licences.key')}</Table.Th>
                    <Table.Th>{t('licences.modules')}</Table.Th>
                    <Table.Th>{t('licences.start')}</Table.Th>
                    <Table.Th>{t('licences.end')}</Table.Th>
                    <Table.Th>{t('licences.status')}</Table.Th>
                    <Table.Th>{t('licences.smsMonthly')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((licence) => (
                    <Table.Tr key={licence.id} data-testid="licence-row">
                      <Table.Td ff="monospace">{licence.key}</Table.Td>
                      <Table.Td>{modulesOf(licence.modules)}</Table.Td>
                      <Table.Td>{dayOf(licence.start)}</Table.Td>
                      <Table.Td>{dayOf(licence.end)}</Table.Td>
                      <Table.Td>
                        <Badge color={LICENCE_STATUS_COLOURS[licence.status]} data-status={licence.status}>
                          {t(`licences.statuses.${licence.status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{licence.monthlySms}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
