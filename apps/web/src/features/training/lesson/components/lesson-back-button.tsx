import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The way back of a lesson screen, which has no top bar: to `to`, or else to the screen the
 * monitor came from (my day when the page was opened directly).
 */
export function LessonBackButton({ label, to }: { label: string; to?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (to) navigate(to);
    else if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };
  return (
    <Button
      variant="subtle"
      size="compact-md"
      leftSection={<IconArrowLeft size={18} />}
      onClick={back}
      style={{ alignSelf: 'flex-start' }}
      data-testid="lesson-back"
    >
      {label}
    </Button>
  );
}
