import type { OpenBill } from '@ds/domain';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { SearchField } from '@/components/search-field';
import { downloadFile } from '@/lib/download-file';
import { formatChfAmount as chf } from '@/lib/format-chf';
import { useSessionUser } from '@/lib/session-user';
import { AccountingLicenceNotice } from '../../components/accounting-licence-notice';
import { accountingLicencesOf } from '../../model/accounting-licences';
import { invoicePdfPath, useCancelInvoice, useInvoiceLessons, useOpenBills } from '../api/billing-api';
import { BillingTerms } from '../components/billing-terms';
import { PaymentDialog } from '../components/payment-dialog';
import { type BillActions, StudentBills } from '../components/student-bills';

/**
 * /accounting/billing (spec §2 open bills): what each student owes — lessons, lesson invoices, shop
 * invoices — oldest first, with the days overdue; marking paid, grouping lessons into a QR-bill
 * invoice mailed to the student, and the billing terms with their reminders.
 */
export function OpenBillsPage() {
  const { t } = useTranslation(['accounting-billing', 'pages']);
  const licences = accountingLicencesOf(useSessionUser());
  const [q, setQ] = useState('');
  const bills = useOpenBills({ q }, licences.finance);
  const invoicing = useInvoiceLessons();
  const cancelling = useCancelInvoice();
  const [paying, setPaying] = useState<OpenBill | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [pdfError, setPdfError] = useState<unknown>(null);

  const actions: BillActions = {
    pay: setPaying,
    invoicing: invoicing.isPending,
    invoice: async (studentId, lessonIds) => {
      const invoice = await invoicing.mutateAsync({ studentId, lessonIds });
      notifications.show({
        color: 'green',
        message: t('invoiced', { number: invoice.number, amount: chf(invoice.total) }),
      });
    },
    pdf: (bill) => {
      setPdfError(null);
      downloadFile(invoicePdfPath(bill.id), `${bill.invoiceNumber ?? bill.id}.pdf`).catch(setPdfError);
    },
    cancel: (bill) =>
      modals.openConfirmModal({
        title: t('cancelTitle'),
        children: <Text size="sm">{t('cancelText', { number: bill.invoiceNumber })}</Text>,
        labels: { confirm: t('cancelInvoice'), cancel: t('cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => cancelling.mutateAsync(bill.id).catch(() => undefined),
      }),
  };

  const students = bills.data?.students ?? [];
  return (
    <Stack maw={900} mx="auto" w="100%" gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={1} size="h2">
          {t('pages:titles.openBills')}
        </Title>
        {licences.finance && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconSettings size={16} aria-hidden />}
            onClick={() => setTermsOpen(true)}
            data-testid="billing-terms"
          >
            {t('terms.open')}
          </Button>
        )}
      </Group>
      {!licences.finance ? (
        <AccountingLicenceNotice licence="finance" />
      ) : (
        <>
          <SearchField
            initial={q}
            onSearch={(text: string) => setQ(text.trim())}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            maxLength={100}
          />
          <ErrorAlert error={bills.error ?? invoicing.error ?? cancelling.error ?? pdfError} />
          {bills.isPending && <Loader />}
          {bills.data && (
            <Text fw={600} data-testid="open-bills-total">
              {t('total', { amount: chf(bills.data.total), count: students.length })}
            </Text>
          )}
          {bills.isSuccess && students.length === 0 && (
            <Text c="dimmed" ta="center" py="xl" data-testid="open-bills-empty">
              {t(q ? 'emptyFiltered' : 'empty')}
            </Text>
          )}
          {students.map((student) => (
            <StudentBills key={student.studentId ?? `buyer-${student.name}`} student={student} actions={actions} />
          ))}
        </>
      )}
      <PaymentDialog bill={paying} onClose={() => setPaying(null)} />
      <BillingTerms opened={termsOpen} onClose={() => setTermsOpen(false)} />
    </Stack>
  );
}
