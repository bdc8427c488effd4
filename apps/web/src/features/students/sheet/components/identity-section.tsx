import { addressLines, formatFaber, formatPhone, formatSwissDate, type Student } from '@ds/domain';
import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { InfoGrid } from './info-grid';

/** Spec §3 Person as recorded; the header's Edit action changes it. */
export function IdentitySection({ student }: { student: Student }) {
  const { t } = useTranslation(['students-sheet', 'identity-account']);
  const creator = student.createdBy;
  return (
    <Stack gap="sm">
      <InfoGrid
        items={[
          { label: t('identity.gender'), value: student.gender && t(`identity-account:me.genders.${student.gender}`) },
          { label: t('identity.birthDate'), value: student.birthDate && formatDate(student.birthDate) },
          { label: t('identity.faber'), value: student.faber && formatFaber(student.faber) },
          { label: t('identity.email'), value: student.email },
          { label: t('identity.mobile'), value: student.mobile && formatPhone(student.mobile) },
          { label: t('identity.language'), value: student.language && t(`identity.languages.${student.language}`) },
          { label: t('identity.address'), value: addressLines(student).join('\n') },
          {
            label: t('identity.billing'),
            value: student.billing ? addressLines(student.billing).join('\n') : t('identity.billingSameAsHome'),
          },
          { label: t('identity.originPlace'), value: student.originPlace },
          { label: t('identity.registryNumber'), value: student.registryNumber },
          {
            label: t('identity.createdBy'),
            value: t('identity.createdByValue', {
              name: creator ? `${creator.firstname} ${creator.name}` : t('identity.unknownCreator'),
              date: formatSwissDate(new Date(student.createdAt)),
            }),
          },
          {
            label: t('identity.login'),
            value: (
              <Badge component="span" color={student.hasLogin ? 'teal' : 'gray'} variant="light">
                {t(student.hasLogin ? 'identity.hasLogin' : 'identity.noLogin')}
              </Badge>
            ),
          },
        ]}
      />
      <InfoGrid items={[{ label: t('identity.comments'), value: student.comments }]} />
    </Stack>
  );
}
