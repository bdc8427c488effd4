import type { BookingLink } from '@ds/domain';
import { Alert, Anchor, Button, Center, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { formatChfAmount } from '@/lib/format-chf';
import { lessonWhen, momentOf } from '../../model/booking-when';
import { type LinkParams, useBookingLink, useUseBookingLink } from '../api/booking-link-api';
import { LinkOutcome } from '../components/link-outcome';
import { linkParamsOf } from '../model/link-params';

/** An open link: the lesson, what using it does (a late cancellation says its price), and the button. */
function OpenLink({ link, params, onUsed }: { link: BookingLink; params: LinkParams; onUsed: () => void }) {
  const { t } = useTranslation('booking-link');
  const use = useUseBookingLink(params);
  return (
    <Stack gap="sm">
      {link.kind === 'cancel' ? (
        <Text size="sm" fw={link.charged ? 600 : undefined} c={link.charged ? 'red.8' : undefined}>
          {link.charged ? t('cancel.charged', { price: formatChfAmount(link.price) }) : t('cancel.free')}
        </Text>
      ) : (
        <Text size="sm">{link.until ? t('offer.heldUntil', { until: momentOf(link.until) }) : t('offer.held')}</Text>
      )}
      <ErrorAlert error={use.error} />
      <Button
        color={link.kind === 'cancel' ? 'red' : undefined}
        loading={use.isPending}
        onClick={() =>
          use.mutate(undefined, {
            // An offer of a lesson paid at booking is taken once paid: the card payment's page.
            onSuccess: (used) => (used.payment ? window.location.assign(used.payment.redirectUrl) : onUsed()),
          })
        }
        style={{ alignSelf: 'flex-start' }}
        data-testid="link-use"
      >
        {t(`${link.kind}.button`)}
      </Button>
    </Stack>
  );
}

/**
 * /booking/link/:kind/:id/:signature (issue 30): a signed, single-use link from a mail or an SMS,
 * opened signed in or not: cancel a booked lesson, or take a slot offered from the waitlist.
 */
export function BookingLinkPage() {
  const { t, i18n } = useTranslation('booking-link');
  const params = linkParamsOf(useParams());
  const link = useBookingLink(params);
  const [justUsed, setJustUsed] = useState(false);
  const view = link.data;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      maw={560}
      mx="auto"
      w="100%"
      component="section"
      aria-labelledby="booking-link-title"
    >
      <Stack gap="md">
        <Title order={1} size="h2" id="booking-link-title">
          {params ? t(`title.${params.kind}`) : t('pages:titles.bookingLink')}
        </Title>
        {!params && (
          <Alert color="yellow" data-testid="link-invalid">
            {t('invalid')}
          </Alert>
        )}
        {link.isFetching && !view && (
          <Center>
            <Loader />
          </Center>
        )}
        <ErrorAlert error={link.error} />
        {view && params && (
          <>
            <List spacing={4} data-testid="link-lesson">
              <List.Item>{view.courseLabel}</List.Item>
              <List.Item>{lessonWhen(view.start, view.end, i18n.language)}</List.Item>
              <List.Item>{t('with', { name: view.monitorName })}</List.Item>
            </List>
            {view.status === 'open' ? (
              <OpenLink link={view} params={params} onUsed={() => setJustUsed(true)} />
            ) : (
              <LinkOutcome link={view} justUsed={justUsed} />
            )}
          </>
        )}
        <Anchor component={Link} to="/booking" size="sm">
          {t('toMyBookings')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
