import { languageOf, renderTemplate, toLocale } from '@ds/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sampleContext } from '../lib/sample-context';
import { SmsCounter } from './sms-counter';

/** The text as a student would receive it for a sample lesson, and its SMS length when sent by SMS. */
export function TemplatePreview({ text, withSms }: { text: string; withSms: boolean }) {
  const { t, i18n } = useTranslation('catalogue-reminders');
  const context = sampleContext({
    lesson: t('sample.lesson'),
    title: t('sample.title'),
    description: t('sample.description'),
  });
  const rendered = renderTemplate(text, context, languageOf(toLocale(i18n.language)));

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('preview.title')}
      </Text>
      <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)">
        <Text
          size="sm"
          data-testid="template-preview"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={rendered ? undefined : 'dimmed'}
        >
          {rendered || t('preview.empty')}
        </Text>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('preview.sample')}
      </Text>
      {withSms && <SmsCounter renderedText={rendered} />}
    </Stack>
  );
}
