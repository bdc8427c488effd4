import { IMAP_PORTS, MAIL_SECURITY, SMTP_PORTS } from '@ds/domain';
import { PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ImapValues, type SmtpValues, usualSecurity } from '../model/settings-form-values';
import type { SettingsSectionProps } from '../model/use-settings-form';

const PORTS = { smtp: SMTP_PORTS, imap: IMAP_PORTS } as const;

/**
 * A mail server's address, port, security and login (spec §5: SMTP 25, 587 or 465; IMAP 993,
 * preferred, or 143). Choosing a port sets the security it usually goes with. A stored password
 * is not shown: the field says it is stored, and left empty keeps it.
 */
export function MailServerFields({
  server,
  passwordStored,
  values,
  setAccount,
  errors,
}: SettingsSectionProps & { server: 'smtp' | 'imap'; passwordStored: boolean }) {
  const { t } = useTranslation('communications-settings');
  const account: SmtpValues | ImapValues = values[server];
  const change = (patch: Partial<ImapValues>) => setAccount(server, patch as Partial<SmtpValues & ImapValues>);
  const error = (field: string) => errors[`${server}.${field}`];
  return (
    <Stack gap="sm">
      <TextInput
        label={t(`${server}.host`)}
        name={`${server}-host`}
        placeholder={server === 'smtp' ? 'mail.ecole.ch' : 'imap.ecole.ch'}
        autoComplete="off"
        value={account.host}
        onChange={(event) => change({ host: event.currentTarget.value })}
        error={error('host')}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t(`${server}.port`)}
          data={PORTS[server].map((port) => ({ value: String(port), label: t(`ports.${port}`) }))}
          value={String(account.port)}
          onChange={(value) => {
            if (!value) return;
            const port = Number(value) as ImapValues['port'];
            change({ port, security: usualSecurity(port) });
          }}
          error={error('port')}
          allowDeselect={false}
        />
        <Select
          label={t(`${server}.security`)}
          data={MAIL_SECURITY.map((security) => ({ value: security, label: t(`security.${security}`) }))}
          value={account.security}
          onChange={(value) => value && change({ security: value as ImapValues['security'] })}
          error={error('security')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t(`${server}.user`)}
          name={`${server}-user`}
          autoComplete="off"
          value={account.user}
          onChange={(event) => change({ user: event.currentTarget.value })}
          error={error('user')}
          required={server === 'imap'}
        />
        <PasswordInput
          label={t(`${server}.password`)}
          name={`${server}-password`}
          autoComplete="new-password"
          placeholder={passwordStored ? t('passwordStored') : undefined}
          description={passwordStored ? t('passwordStoredHint') : undefined}
          value={account.password}
          onChange={(event) => change({ password: event.currentTarget.value })}
          error={error('password')}
        />
      </SimpleGrid>
    </Stack>
  );
}
