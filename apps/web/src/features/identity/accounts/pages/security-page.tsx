import { Divider, Loader, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fetchMe } from '@/lib/me';
import { storeSessionUser } from '@/lib/session';
import { useSessionUser } from '@/lib/session-user';
import { useSecurityOverview } from '../api/accounts-api';
import { ChangePasswordForm } from '../components/change-password-form';
import { SessionsList } from '../components/sessions-list';
import { TwoFactorSection } from '../components/two-factor-section';

/** /account/security: password, two-factor sign-in, sessions and remembered devices. */
export function SecurityPage() {
  const { t } = useTranslation('identity-account');
  const me = useSessionUser();
  const setupRequired = me?.twoFactorSetupRequired ?? false;
  const overview = useSecurityOverview(!setupRequired);
  const refresh = async () => {
    storeSessionUser(await fetchMe());
    if (!setupRequired) await overview.refetch();
  };
  return (
    <Stack maw={720} mx="auto">
      <Title order={1} size="h2">
        {t('security.title')}
      </Title>
      <Paper withBorder p="md">
        <TwoFactorSection
          enabled={me?.twoFactorEnabled ?? false}
          required={me?.twoFactorSetupRequired ?? false}
          onChange={refresh}
        />
      </Paper>
      {!me?.twoFactorSetupRequired && (
        <>
          <Paper withBorder p="md">
            <ChangePasswordForm onChanged={refresh} />
          </Paper>
          <Divider />
          {overview.data ? <SessionsList overview={overview.data} /> : <Loader />}
        </>
      )}
    </Stack>
  );
}
