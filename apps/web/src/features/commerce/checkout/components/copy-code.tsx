import { ActionIcon, Code, CopyButton, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A code to type elsewhere (a licence's, a voucher's), with a button that copies it. */
export function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation('commerce-checkout');
  return (
    <Group gap={4} wrap="nowrap">
      <Code fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="copy-code">
        {code}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <>
            <Tooltip label={copied ? t('delivery.copied') : t('delivery.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('delivery.copyNamed', { code })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            <VisuallyHidden role="status">{copied ? t('delivery.copied') : ''}</VisuallyHidden>
          </>
        )}
      </CopyButton>
    </Group>
  );
}
