import { accountBlockInput, type ClientMember } from '@ds/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from '@/lib/field-errors';
import { useSetBlocked } from '../api/clients-api';

/** Blocking or unblocking an account, confirmed with the reason the audit trail keeps. */
export function BlockModal({ member, onClose }: { member: ClientMember | null; onClose: () => void }) {
  const { t } = useTranslation('administration-clients');
  const phone = useMediaQuery('(max-width: 48em)');
  const part = member?.blocked ? 'unblock' : 'block';
  return (
    <Modal
      opened={member !== null}
      onClose={onClose}
      title={member ? t(`${part}.title`, { name: member.name }) : ''}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {member && <BlockForm key={member.id} member={member} onClose={onClose} />}
    </Modal>
  );
}

function BlockForm({ member, onClose }: { member: ClientMember; onClose: () => void }) {
  const { t } = useTranslation('administration-clients');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const setBlocked = useSetBlocked();
  const blocking = !member.blocked;
  const part = blocking ? 'block' : 'unblock';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountBlockInput.safeParse({ blocked: blocking, reason }, { reportInput: true });
    if (!parsed.success) {
      setErrors(issuesToMessages(parsed.error.issues, t, 'administration-clients'));
      return;
    }
    setErrors({});
    try {
      await setBlocked.mutateAsync({ userId: member.id, ...parsed.data });
      notifications.show({ color: 'green', message: t(`${part}.done`, { name: member.name }) });
      onClose();
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, 'administration-clients'));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="block-form">
      <Stack gap="sm">
        <Text size="sm">{t(`${part}.text`, { name: member.name, email: member.email })}</Text>
        <Textarea
          label={t('form.reason')}
          description={t('form.reasonHint')}
          name="reason"
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors({});
          }}
          error={errors.reason}
        />
        {Object.keys(errors).length === 0 && <ErrorAlert error={setBlocked.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" color={blocking ? 'red' : 'teal'} loading={setBlocked.isPending}>
            {t(`actions.${part}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
