import type { Resource } from '@ds/domain';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconExternalLink, IconEye, IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Withheld } from '@/components/withheld';
import { useSessionUser } from '@/lib/session-user';
import { openAddress, openMode } from '../../model/open-mode';
import { mayChangeResource } from '../model/resource-view';

export interface ResourceHandlers {
  /** Shows an image or a video on the page. */
  onView: (resource: Resource) => void;
  onEdit: (resource: Resource) => void;
  onShare: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
}

/** An icon button named for its resource, its name shown on hover and focus too. */
function Action({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} openDelay={400}>
      {children}
    </Tooltip>
  );
}

/**
 * What may be done with a resource: open it (on the page, or in a new tab), and, where I may change
 * it (`mayChangeResource`), edit, share and delete; an employee without the right to share
 * resources sees those three withheld, with the reason.
 */
export function ResourceActions({
  resource,
  name,
  handlers,
  withheld,
}: {
  resource: Resource;
  name: string;
  handlers: ResourceHandlers;
  withheld: string | null;
}) {
  const me = useSessionUser();
  const { t } = useTranslation('resources-library');
  const mode = openMode(resource);
  const address = openAddress(resource);
  const open = t('actions.open', { name });
  const changeAction = (label: string, icon: ReactElement, onClick: () => void, color?: string) => {
    const button = (
      <ActionIcon variant="light" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    );
    return withheld ? <Withheld reason={withheld}>{button}</Withheld> : <Action label={label}>{button}</Action>;
  };
  return (
    <Group gap={6} wrap="nowrap" data-testid="resource-actions">
      {(mode === 'image' || mode === 'video') && (
        <Action label={open}>
          <ActionIcon variant="light" aria-label={open} onClick={() => handlers.onView(resource)}>
            <IconEye size={16} aria-hidden />
          </ActionIcon>
        </Action>
      )}
      {(mode === 'file' || mode === 'link') && address && (
        <Action label={open}>
          <ActionIcon
            component="a"
            href={address}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            aria-label={open}
          >
            <IconExternalLink size={16} aria-hidden />
          </ActionIcon>
        </Action>
      )}
      {mayChangeResource(resource, me) && (
        <>
          {changeAction(t('actions.edit', { name }), <IconPencil size={16} aria-hidden />, () =>
            handlers.onEdit(resource),
          )}
          {changeAction(t('actions.share', { name }), <IconShare size={16} aria-hidden />, () =>
            handlers.onShare(resource),
          )}
          {changeAction(
            t('actions.delete', { name }),
            <IconTrash size={16} aria-hidden />,
            () => handlers.onDelete(resource),
            'red',
          )}
        </>
      )}
    </Group>
  );
}
