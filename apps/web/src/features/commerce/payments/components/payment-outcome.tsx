import type { CardPaymentStatus } from '@ds/domain';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const LOOKS: Record<Exclude<CardPaymentStatus, 'waiting'>, { color: string; icon: ReactNode }> = {
  paid: { color: 'green', icon: <IconCircleCheck size={18} /> },
  failed: { color: 'red', icon: <IconAlertTriangle size={18} /> },
  cancelled: { color: 'yellow', icon: <IconCircleX size={18} /> },
  expired: { color: 'yellow', icon: <IconClockX size={18} /> },
};

/**
 * Where a payment or a card registration stands, as its callback page shows it: a spinner while
 * the provider's notification is awaited (announced politely to screen readers), then the outcome.
 */
export function PaymentOutcome({
  status,
  waiting,
  title,
  children,
}: {
  status: CardPaymentStatus;
  waiting: string;
  title: string;
  children?: ReactNode;
}) {
  if (status === 'waiting') {
    return (
      <Group gap="sm" role="status" data-testid="payment-outcome" data-status={status}>
        <Loader size="sm" aria-hidden />
        <Text>{waiting}</Text>
      </Group>
    );
  }
  const look = LOOKS[status];
  return (
    <Alert
      color={look.color}
      icon={look.icon}
      title={title}
      role="status"
      data-testid="payment-outcome"
      data-status={status}
    >
      {children}
    </Alert>
  );
}
