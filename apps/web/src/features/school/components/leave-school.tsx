import type { LEAVE_STUDENTS, Member } from '@ds/domain';
import { personName } from '@ds/domain';
import { Alert, Button, Checkbox, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useLeaveSchool } from '../api/school-api';

/**
 * Leaving the school, confirmed: an instructor chooses whether his students go with him (to a
 * school of his own) or to another instructor of the school; an employee's access ends now.
 */
export function LeaveSchool({ self, members, schoolName }: { self: Member; members: Member[]; schoolName: string }) {
  const { t } = useTranslation('school');
  const navigate = useNavigate();
  const leave = useLeaveSchool();
  const [opened, setOpened] = useState(false);
  const [students, setStudents] = useState<(typeof LEAVE_STUDENTS)[number]>('keep');
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [understood, setUnderstood] = useState(false);
  const employee = self.kind === 'employee';
  const instructors = members.filter((member) => member.kind !== 'employee' && !member.self);
  const ready = understood && (employee || students === 'keep' || transferTo !== null);

  const confirm = () =>
    leave.mutate(
      { students: employee ? 'keep' : students, transferTo: students === 'transfer' ? transferTo : null },
      {
        onSuccess: ({ studentsMoved, newSchool }) => {
          notifications.show({
            color: 'green',
            message: newSchool
              ? t('leave.doneOwnSchool', { count: studentsMoved, school: newSchool.name })
              : t('leave.done', { school: schoolName }),
          });
          setOpened(false);
          navigate(newSchool ? '/driving-school' : '/account');
        },
      },
    );

  return (
    <>
      <Group>
        <Button variant="light" color="red" leftSection={<IconDoorExit size={16} />} onClick={() => setOpened(true)}>
          {t('leave.button')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('leave.title', { school: schoolName })}>
        <Stack gap="sm">
          {employee ? (
            <Text size="sm">{t('leave.employeeText')}</Text>
          ) : (
            <Radio.Group
              label={t('leave.students')}
              value={students}
              onChange={(value) => setStudents(value as typeof students)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="keep" label={t('leave.keep')} description={t('leave.keepHint')} />
                <Radio value="transfer" label={t('leave.transfer')} description={t('leave.transferHint')} />
              </Stack>
            </Radio.Group>
          )}
          {!employee && students === 'transfer' && (
            <Select
              label={t('leave.transferTo')}
              data={instructors.map((member) => ({
                value: member.userId,
                label: personName(member),
              }))}
              value={transferTo}
              onChange={setTransferTo}
              searchable
            />
          )}
          {self.kind === 'administrator' && (
            <Alert color="yellow" variant="light">
              {t('leave.administratorNote')}
            </Alert>
          )}
          <Checkbox
            label={t('leave.understood')}
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
          />
          <ErrorAlert error={leave.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" disabled={!ready} loading={leave.isPending} onClick={confirm}>
              {t('leave.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
