import { Tabs, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CourseSectionProps } from '../model/course-form-values';

const LANGUAGES = ['fr', 'de', 'it', 'en'] as const;

/** The description in each language, one tab per language; a tab with an error turns red. */
export function DescriptionsSection({ values, set, errors }: CourseSectionProps) {
  const { t } = useTranslation('catalogue-courses');
  return (
    <Tabs defaultValue="fr" keepMounted>
      <Tabs.List grow>
        {LANGUAGES.map((language) => {
          const error = errors[`descriptions.${language}`];
          return (
            <Tabs.Tab
              key={language}
              value={language}
              color={error ? 'red' : undefined}
              c={error ? 'red' : undefined}
              rightSection={error ? <IconAlertCircle size={16} aria-hidden /> : undefined}
            >
              {t(`languages.${language}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {LANGUAGES.map((language) => (
        <Tabs.Panel key={language} value={language} pt="sm">
          <Textarea
            label={t(`fields.descriptions.${language}`)}
            value={values.descriptions[language]}
            onChange={(event) => set('descriptions', { ...values.descriptions, [language]: event.currentTarget.value })}
            error={errors[`descriptions.${language}`]}
            autosize
            minRows={3}
            maxRows={10}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
