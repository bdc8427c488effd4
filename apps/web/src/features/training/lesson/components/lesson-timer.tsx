import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (value: number) => String(value).padStart(2, '0');

/** Time since the start of the lesson (h:mm:ss), and the planned end. */
export function LessonTimer({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation('training-lesson');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, []);
  const seconds = Math.max(0, Math.floor((now - new Date(start).getTime()) / 1_000));
  const planned = new Date(end);
  return (
    <Text size="sm" data-testid="lesson-timer">
      <Text span fw={700} ff="monospace">
        {Math.floor(seconds / 3_600)}:{pad(Math.floor(seconds / 60) % 60)}:{pad(seconds % 60)}
      </Text>{' '}
      {t('plannedEnd', { time: `${pad(planned.getHours())}:${pad(planned.getMinutes())}` })}
    </Text>
  );
}
