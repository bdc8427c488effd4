import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageDimensions, LOGO_ACCEPT, type LogoProblem, logoProblem } from '../model/logo-check';
import { ArticleLogo } from './article-logo';

/** An object URL of a chosen file while it is shown; revoked when it changes or the form closes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * Where an article's logo is dropped or chosen: checked here before anything is sent (a square
 * PNG, JPEG or GIF of at most 1 MB; the server checks again by content), shown at once, and sent
 * when the article is saved. A refusal of the server shows under it (`error`).
 */
export function LogoDrop({
  currentUrl,
  pending,
  onPending,
  name,
  error,
}: {
  currentUrl: string | null;
  pending: File | null;
  onPending: (file: File | null) => void;
  name: string;
  error: string | null;
}) {
  const { t } = useTranslation('commerce-articles');
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<LogoProblem | null>(null);
  const reset = useRef<() => void>(null);
  const preview = usePreview(pending);

  const take = async (file: File | null | undefined) => {
    if (!file) return;
    const found = logoProblem(file, await imageDimensions(file));
    setProblem(found);
    onPending(found ? null : file);
  };
  const hold = (event: DragEvent) => {
    event.preventDefault();
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };
  const message = problem ? t(`logo.${problem}`) : error;

  return (
    <Stack gap={4}>
      <Text fw={500} size="sm" id="article-logo-label">
        {t('logo.title')}
      </Text>
      <Paper
        withBorder
        p="sm"
        onDragEnter={hold}
        onDragOver={hold}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="logo-drop"
        role="group"
        aria-labelledby="article-logo-label"
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: message ? 'var(--mantine-color-red-7)' : over ? 'var(--mantine-color-blue-7)' : undefined,
          background: over ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Group gap="md" wrap="wrap" align="center">
          <ArticleLogo url={preview ?? currentUrl} alt={t('logo.alt', { name })} size={96} />
          <Stack gap={4} style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Text size="sm">{preview ? t('logo.pending') : currentUrl ? t('logo.hint') : t('logo.none')}</Text>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('logo.drop')}
              </Text>
              <FileButton
                accept={LOGO_ACCEPT}
                resetRef={reset}
                onChange={(file) => {
                  void take(file);
                  reset.current?.();
                }}
              >
                {(props) => (
                  <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={16} aria-hidden />}>
                    {t('logo.choose')}
                  </Button>
                )}
              </FileButton>
            </Group>
            {(preview || !currentUrl) && (
              <Text size="xs" c="dimmed">
                {t('logo.hint')}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>
      {message && (
        <Text size="sm" c="red.8" role="alert" data-testid="logo-error">
          {message}
        </Text>
      )}
    </Stack>
  );
}
