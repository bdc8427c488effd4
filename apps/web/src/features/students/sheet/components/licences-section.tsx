import type { DrivingLicence } from '@ds/domain';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { licencesApi } from '../api/sections-api';
import { useConfirmDelete } from '../model/use-confirm-delete';
import { LicenceForm } from './licence-form';
import { LicencePhoto } from './licence-photo';
import { RecordRow } from './record-row';
import { SectionList } from './section-list';
import { SheetModal } from './sheet-modal';

/** The driving licences the student holds, and the photo of his permit. */
export function LicencesSection({ studentId, canWrite }: { studentId: string; canWrite: boolean }) {
  const { t } = useTranslation('students-sheet');
  const licences = licencesApi.useList(studentId);
  const remove = licencesApi.useDelete(studentId);
  const confirmDelete = useConfirmDelete(remove, 'licences');
  const [editing, setEditing] = useState<DrivingLicence | 'new' | null>(null);

  const period = (licence: DrivingLicence) =>
    licence.endDate
      ? `${formatDate(licence.startDate)} – ${formatDate(licence.endDate)}`
      : t('licences.since', { date: formatDate(licence.startDate) });

  return (
    <Stack gap="md">
      <LicencePhoto studentId={studentId} />
      <SectionList
        loading={licences.isPending}
        error={licences.error ?? remove.error}
        empty={licences.data?.length === 0}
        emptyText={t('licences.empty')}
        addLabel={t('licences.add')}
        onAdd={canWrite ? () => setEditing('new') : undefined}
      >
        {licences.data?.map((licence) => {
          const name = t('licences.name', { category: licence.category });
          return (
            <RecordRow
              key={licence.id}
              testId="student-licence"
              name={name}
              onEdit={canWrite ? () => setEditing(licence) : undefined}
              onDelete={canWrite ? () => confirmDelete(licence.id, name) : undefined}
            >
              <Text fw={500}>{name}</Text>
              <Text size="sm">{period(licence)}</Text>
              {licence.authorityDecision && (
                <Text size="sm" c="dimmed">
                  {licence.authorityDecision}
                </Text>
              )}
            </RecordRow>
          );
        })}
        {editing && (
          <SheetModal onClose={() => setEditing(null)} title={t(editing === 'new' ? 'licences.add' : 'licences.edit')}>
            <LicenceForm
              studentId={studentId}
              licence={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </SheetModal>
        )}
      </SectionList>
    </Stack>
  );
}
