import type { OpenBill, OpenBillsOfStudent } from '@ds/domain';
import { Badge, Button, Checkbox, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDotsVertical, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { invoiceableLessonIds, overdueColor } from '../model/bill-text';

export interface BillActions {
  pay: (bill: OpenBill) => void;
  invoice: (studentId: string, lessonIds: string[]) => Promise<void>;
  pdf: (bill: OpenBill) => void;
  cancel: (bill: OpenBill) => void;
  invoicing: boolean;
}

function BillLine({
  bill,
  chosen,
  onChoose,
  actions,
}: {
  bill: OpenBill;
  chosen: boolean;
  onChoose: ((chosen: boolean) => void) | null;
  actions: BillActions;
}) {
  const { t } = useTranslation('accounting-billing');
  const label = `${formatDate(bill.date)} ${bill.description}`;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="open-bill" data-kind={bill.kind}>
      {onChoose ? (
        <Checkbox
          mt={2}
          checked={chosen}
          onChange={(event) => onChoose(event.currentTarget.checked)}
          aria-label={t('choose', { lesson: label })}
        />
      ) : (
        <IconFileInvoice size={20} aria-hidden style={{ flexShrink: 0 }} />
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {/* A lesson's and a charge's description name their day; an invoice's and an order's do not. */}
          {bill.kind === 'lesson' || bill.kind === 'charge'
            ? bill.description
            : `${formatDate(bill.date)} · ${bill.description}`}
          {bill.invoiceNumber && ` · ${t('invoiceNumber', { number: bill.invoiceNumber })}`}
        </Text>
        <Group gap={6}>
          <Badge size="sm" variant="light" color={overdueColor(bill)}>
            {bill.daysOverdue > 0
              ? t('overdue', { count: bill.daysOverdue })
              : t('notDue', { day: formatDate(bill.dueOn) })}
          </Badge>
          {bill.remindersSent > 0 && (
            <Badge size="sm" variant="outline" color="gray">
              {t('reminders', { count: bill.remindersSent })}
            </Badge>
          )}
        </Group>
      </Stack>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {chf(bill.amount)}
      </Text>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={t('actions', { bill: label })}
            data-testid="bill-actions"
          >
            <IconDotsVertical size={16} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => actions.pay(bill)} data-testid="bill-pay">
            {t('markPaid')}
          </Menu.Item>
          {bill.kind === 'lesson_invoice' && (
            <>
              <Menu.Item onClick={() => actions.pdf(bill)}>{t('pdf')}</Menu.Item>
              <Menu.Item color="red" onClick={() => actions.cancel(bill)} data-testid="bill-cancel">
                {t('cancelInvoice')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** One student's open bills, oldest first; his lessons owed one by one can be put on one invoice. */
export function StudentBills({ student, actions }: { student: OpenBillsOfStudent; actions: BillActions }) {
  const { t } = useTranslation('accounting-billing');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const lessonIds = invoiceableLessonIds(student.bills, chosen);
  const choose = (id: string) => (on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <Paper withBorder p="sm" component="section" aria-label={student.name} data-testid="student-bills">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {student.name}
            </Title>
            {student.email && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {student.email}
              </Text>
            )}
          </Stack>
          <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {chf(student.total)}
            </Text>
            {student.oldestDaysOverdue > 0 && (
              <Text size="xs" c={overdueColor({ daysOverdue: student.oldestDaysOverdue })}>
                {t('oldest', { count: student.oldestDaysOverdue })}
              </Text>
            )}
          </Stack>
        </Group>
        {student.bills.map((bill) => (
          <BillLine
            key={`${bill.kind}-${bill.id}`}
            bill={bill}
            chosen={chosen.has(bill.id)}
            onChoose={bill.kind === 'lesson' && student.studentId ? choose(bill.id) : null}
            actions={actions}
          />
        ))}
        {student.studentId && student.bills.some((bill) => bill.kind === 'lesson') && (
          <Group justify="flex-end">
            <Button
              size="xs"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
              disabled={lessonIds.length === 0}
              loading={actions.invoicing}
              onClick={() =>
                actions
                  .invoice(student.studentId as string, lessonIds)
                  .then(() => setChosen(new Set()))
                  .catch(() => undefined)
              }
              data-testid="invoice-lessons"
            >
              {lessonIds.length === 0 ? t('invoiceNone') : t('invoiceChosen', { count: lessonIds.length })}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
