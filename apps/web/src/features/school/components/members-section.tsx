import type { Member } from '@ds/domain';
import { personName } from '@ds/domain';
import { Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { useRemoveEmployee, useSchoolMembers, useSetAdministrator } from '../api/school-api';
import type { MemberAction } from '../model/member-actions';
import { actionsOn } from '../model/member-actions';
import { HandoverForm } from './handover-form';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { LeaveSchool } from './leave-school';
import { MemberCard } from './member-card';
import { SchoolHistory } from './school-history';
import { TermsForm } from './terms-form';

/** The school's people (spec §1, §3 Employee): administrators, instructors, employees; invitations; leaving. */
export function MembersSection({ administrator, schoolName }: { administrator: boolean; schoolName: string }) {
  const { t } = useTranslation('school');
  const members = useSchoolMembers();
  const removeEmployee = useRemoveEmployee();
  const setAdministrator = useSetAdministrator();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<{ member: Member; action: 'terms' | 'handover' } | null>(null);
  const list = members.data?.members ?? [];
  const self = list.find((member) => member.self);

  const act = (member: Member, action: MemberAction) => {
    const name = personName(member);
    if (action === 'terms' || action === 'handover') return setEditing({ member, action });
    if (action === 'remove') {
      return modals.openConfirmModal({
        title: t('members.removeTitle', { name }),
        children: <Text size="sm">{t('members.removeText', { name })}</Text>,
        labels: { confirm: t('members.actions.remove'), cancel: t('cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          removeEmployee.mutate(member.userId, {
            onSuccess: () => notifications.show({ color: 'green', message: t('members.removed', { name }) }),
          }),
      });
    }
    setAdministrator.mutate({ userId: member.userId, administrator: action === 'makeAdministrator' });
  };

  return (
    <Stack>
      {administrator && (
        <Group justify="flex-end">
          <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
            {t('invite.button')}
          </Button>
        </Group>
      )}
      {members.isPending && <Loader />}
      <ErrorAlert error={members.error ?? removeEmployee.error ?? setAdministrator.error} />
      <Stack gap="xs">
        {list.map((member) => (
          <MemberCard
            key={member.userId}
            member={member}
            actions={actionsOn(member, administrator)}
            onAction={(action) => act(member, action)}
          />
        ))}
      </Stack>
      {administrator && members.data && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('invitations.title')}
          </Title>
          <InvitationsList invitations={members.data.invitations} />
        </Stack>
      )}
      {administrator && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('history.title')}
          </Title>
          <SchoolHistory />
        </Stack>
      )}
      {self && <LeaveSchool self={self} members={list} schoolName={schoolName} />}
      <Modal opened={inviting} onClose={() => setInviting(false)} title={t('invite.title')} size="lg">
        {inviting && <InviteForm onDone={() => setInviting(false)} />}
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing &&
          t(editing.action === 'terms' ? 'terms.title' : 'handover.title', {
            name: personName(editing.member),
          })
        }
      >
        {editing?.action === 'terms' && <TermsForm member={editing.member} onDone={() => setEditing(null)} />}
        {editing?.action === 'handover' && (
          <HandoverForm member={editing.member} members={list} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
