import type { ResourceType } from '@ds/domain';
import {
  IconBrush,
  IconCertificate,
  IconClipboardList,
  IconFileText,
  IconHeadphones,
  IconLink,
  IconMovie,
  IconPhoto,
  IconScale,
} from '@tabler/icons-react';

const ICONS = {
  image: IconPhoto,
  document: IconFileText,
  asmc: IconCertificate,
  legislation: IconScale,
  link: IconLink,
  media: IconHeadphones,
  directive: IconClipboardList,
  video: IconMovie,
  drawing: IconBrush,
} as const;

/** The picture of a type, where a resource has no thumbnail (decorative: the type is written beside it). */
export function ResourceTypeIcon({ type, size = 24 }: { type: ResourceType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} stroke={1.5} aria-hidden />;
}
