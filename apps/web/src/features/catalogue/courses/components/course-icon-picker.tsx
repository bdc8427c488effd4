import { COURSE_ICONS, type CourseInput } from '@ds/domain';
import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COURSE_ICON_COMPONENTS } from '../model/course-icons';

/** The fixed course icon set as a grid of radio cards, each icon with its name. */
export function CourseIconPicker({
  value,
  onChange,
  error,
}: {
  value: CourseInput['icon'];
  onChange: (icon: CourseInput['icon']) => void;
  error?: string;
}) {
  const { t } = useTranslation('catalogue-courses');
  return (
    <Radio.Group
      label={t('fields.icon')}
      value={value}
      onChange={(next) => onChange(next as CourseInput['icon'])}
      error={error}
    >
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" mt={4}>
        {COURSE_ICONS.map((name) => {
          const Icon = COURSE_ICON_COMPONENTS[name];
          const checked = name === value;
          return (
            <Radio.Card
              key={name}
              value={name}
              p={6}
              aria-label={t(`icons.${name}`)}
              bg={checked ? 'var(--mantine-primary-color-light)' : undefined}
              bd={checked ? '2px solid var(--mantine-primary-color-filled)' : undefined}
            >
              <Stack gap={2} align="center">
                <Icon size={26} stroke={1.6} aria-hidden />
                <Text size="xs" ta="center" truncate w="100%">
                  {t(`icons.${name}`)}
                </Text>
              </Stack>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
