import {
  Alert,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useAction } from '@/lib/use-action';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '../api/accounts-api';

// The QR encoder is fetched only when an enrolment starts, never with the sign-in screen.
const OtpauthQr = lazy(() => import('./otpauth-qr').then((module) => ({ default: module.OtpauthQr })));

/** Two-factor sign-in: enrol with an authenticator app, keep the recovery codes, or turn it off. */
export function TwoFactorSection({
  enabled,
  required,
  onChange,
}: {
  enabled: boolean;
  required: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation('identity-account');
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { run, error } = useAction((action: () => Promise<void>) => action());

  if (recoveryCodes) {
    return (
      <Stack gap="sm" data-testid="recovery-codes">
        <Title order={2} size="h4">
          {t('twoFactor.title')}
        </Title>
        <Alert color="green">{t('twoFactor.enabled')}</Alert>
        <Text size="sm">{t('twoFactor.recoveryCodes')}</Text>
        <SimpleGrid cols={2}>
          {recoveryCodes.map((code) => (
            <Code key={code}>{code}</Code>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('twoFactor.title')}
      </Title>
      {required && !enabled && <Alert color="orange">{t('twoFactor.required')}</Alert>}
      <Text size="sm">{enabled ? t('twoFactor.on') : t('twoFactor.off')}</Text>
      {!enabled && !setup && (
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => run(async () => setSetup(await startTwoFactor()))}>
          {t('twoFactor.enable')}
        </Button>
      )}
      {!enabled && setup && (
        <>
          <Text size="sm">{t('twoFactor.scan')}</Text>
          <Suspense fallback={<Loader size="sm" />}>
            <OtpauthQr uri={setup.otpauthUrl} label={t('twoFactor.qrAlt')} />
          </Suspense>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
              {setup.secret}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <>
                  <Button
                    variant="light"
                    size="xs"
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    onClick={copy}
                  >
                    {copied ? t('twoFactor.copied') : t('twoFactor.copyKey')}
                  </Button>
                  <VisuallyHidden role="status">{copied ? t('twoFactor.copied') : ''}</VisuallyHidden>
                </>
              )}
            </CopyButton>
          </Group>
          <Anchor href={setup.otpauthUrl} size="sm">
            {t('twoFactor.openApp')}
          </Anchor>
          <TextInput
            label={t('twoFactor.code')}
            name="otp"
            inputMode="numeric"
            value={otp}
            onChange={(event) => setOtp(event.currentTarget.value.trim())}
          />
          <Button
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              run(async () => {
                setRecoveryCodes((await confirmTwoFactor(otp)).recoveryCodes);
                onChange();
              })
            }
          >
            {t('twoFactor.confirm')}
          </Button>
        </>
      )}
      {enabled && !required && (
        <>
          <PasswordInput
            label={t('security.currentPassword')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Button
            variant="light"
            color="red"
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              run(async () => {
                await disableTwoFactor(password);
                onChange();
              })
            }
          >
            {t('twoFactor.disable')}
          </Button>
        </>
      )}
      <ErrorAlert error={error} />
    </Stack>
  );
}
