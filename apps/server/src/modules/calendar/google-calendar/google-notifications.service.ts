import { NotFoundError } from '../../../lib/errors';
import { safeEqual } from '../../../lib/secrets';
import { planGoogleSyncs } from './google-calendar-jobs';
import type { GoogleDeps } from './google-connection';
import { findLinkByChannel } from './google-links.repo';
import { channelToken } from './google-sync';

export interface GoogleNotification {
  channelId: string;
  channelToken: string;
  resourceState: string;
}

/**
 * Google's notification that the watched calendar changed: the channel must be one of ours and
 * carry its token; `exists` plans a sync of the link (the `sync` of a new channel says nothing).
 * An unknown channel or a wrong token is a 404, and nothing is planned.
 */
export async function receiveGoogleNotification(deps: GoogleDeps, notification: GoogleNotification): Promise<void> {
  const link = await findLinkByChannel(deps.db, notification.channelId);
  const expected = link ? channelToken(deps, link.id, notification.channelId) : '';
  if (!link || !safeEqual(notification.channelToken, expected)) throw new NotFoundError('Unknown channel');
  if (notification.resourceState === 'exists') await planGoogleSyncs(deps, [link.id]);
}
