import type { PhoneSync } from '@ds/domain';
import { Group, List, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { ConnectionSection, usePhoneSync } from '@/features/calendar';

const QrCode = lazy(() => import('@/components/qr-code').then((module) => ({ default: module.QrCode })));

type Platform = 'apple' | 'android';

/**
 * What the phone's QR code holds: for an iPhone, the address of a configuration profile that sets
 * up the CalDAV account (the phone asks for the app password); for Android, the server address
 * DAVx⁵ asks for.
 */
function qrValue(sync: PhoneSync, platform: Platform): string {
  return platform === 'apple' ? sync.appleProfileUrl : sync.caldavUrl;
}

/**
 * Spec §2 "phone calendar sync": Apple or Android, /account/phone-sync's connection details (the
 * CalDAV address, the user name, a freshly generated app password) and a QR code for the phone.
 */
export function PhoneSyncStep() {
  const { t } = useTranslation('identity-setup');
  const [platform, setPlatform] = useState<Platform>('apple');
  const sync = usePhoneSync();
  if (sync.error) return <ErrorAlert error={sync.error} />;
  if (!sync.data) return <Loader />;
  const steps = platform === 'apple' ? ['password', 'scan', 'install'] : ['password', 'install', 'scan'];
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={600} id="phone-platform-label">
          {t('phone.platform')}
        </Text>
        <SegmentedControl
          aria-labelledby="phone-platform-label"
          value={platform}
          onChange={(value) => setPlatform(value as Platform)}
          data={[
            { value: 'apple', label: t('phone.apple') },
            { value: 'android', label: t('phone.android') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <ConnectionSection sync={sync.data} />
      <Paper withBorder p="md" component="section" aria-labelledby="phone-qr-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="phone-qr-title">
            {t('phone.qrTitle')}
          </Title>
          <Group align="flex-start" gap="lg">
            <Suspense fallback={<Loader />}>
              <QrCode
                key={platform}
                value={qrValue(sync.data, platform)}
                label={platform === 'apple' ? t('phone.qrApple') : t('phone.qrAndroid')}
                testId="phone-sync-qr"
              />
            </Suspense>
            <List type="ordered" size="sm" spacing="xs" style={{ flex: '1 1 16rem' }}>
              {steps.map((step) => (
                <List.Item key={step}>{t(`phone.${platform}Steps.${step}`)}</List.Item>
              ))}
            </List>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
