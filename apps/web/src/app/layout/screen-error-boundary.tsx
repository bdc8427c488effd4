import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ScreenError() {
  const { t } = useTranslation('errors');
  return (
    <Alert color="red" title={t('screen.title')} role="alert" data-testid="screen-error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('screen.text')}</Text>
        <Button variant="light" color="red" onClick={() => window.location.reload()}>
          {t('screen.reload')}
        </Button>
      </Stack>
    </Alert>
  );
}

interface Props {
  /** The address shown: another one starts afresh (without remounting what the screens share). */
  address: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/**
 * A screen that fails to draw (its code missing after a release while offline, a bug) shows a
 * translated message with a reload button inside the layout, instead of a blank page; the menu
 * stays usable.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.address });
  }

  override render() {
    const { failedAt } = this.state;
    const failed = failedAt === '' || failedAt === this.props.address;
    return failed ? <ScreenError /> : this.props.children;
  }
}
