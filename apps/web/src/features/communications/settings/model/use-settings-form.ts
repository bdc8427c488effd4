import { type CommunicationSettings, communicationSettingsInput } from '@ds/domain';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessages } from '@/lib/field-errors';
import { formatChf } from '@/lib/format-chf';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import {
  useReadCommunicationSettings,
  useSaveCommunicationSettings,
  useSettingsEffects,
} from '../api/communication-settings-api';
import { effectSentences, hasEffects } from './settings-effects';
import { isDirty, type SettingsFormValues, settingsFormValues, toSettingsCandidate } from './settings-form-values';

export type SetSettingsField = <Field extends keyof SettingsFormValues>(
  field: Field,
  value: SettingsFormValues[Field],
) => void;

type Account = 'smtp' | 'imap' | 'sms';
export type SetAccountFields = <Name extends Account>(account: Name, patch: Partial<SettingsFormValues[Name]>) => void;

/** What every part of the settings form receives. */
export interface SettingsSectionProps {
  values: SettingsFormValues;
  set: SetSettingsField;
  setAccount: SetAccountFields;
  errors: FieldMessages;
}

/** A save waiting for the user's word: what it will change elsewhere, and what it sends. */
interface PendingSave {
  sentences: string[];
  candidate: Record<string, unknown>;
}

/**
 * The settings form's state: values, per-field messages (the domain schema's, then the server's),
 * and a save that first asks what it would change elsewhere and, when it changes anything, waits
 * for a confirmation that says what (spec §4 wizard hints).
 */
export function useSettingsForm(settings: CommunicationSettings, onSaved?: () => void) {
  const { t, i18n } = useTranslation('communications-settings');
  const [values, setValues] = useState<SettingsFormValues>(() => settingsFormValues(settings));
  const [pending, setPending] = useState<PendingSave | null>(null);
  const readSettings = useReadCommunicationSettings();
  const opened = useOpenedRecord(settings, {
    read: readSettings,
    restart: (fresh) => setValues(settingsFormValues(fresh)),
  });
  const effects = useSettingsEffects();
  const save = useValidatedSave({
    schema: communicationSettingsInput,
    namespace: 'communications-settings',
    mutation: useSaveCommunicationSettings(),
    id: null,
    version: opened.version,
    // The schema's own wording ("must be a server name such as…") says more than "not valid".
    fieldMessages: {
      'smtp.host': t('errors.host'),
      'imap.host': t('errors.host'),
      'sms.originator': t('errors.originator'),
    },
    onSaved: (saved) => {
      opened.saved(saved);
      setValues(settingsFormValues(saved));
      notifications.show({ color: 'green', message: t('saved') });
      onSaved?.();
    },
  });
  const saved = opened.record ?? settings;

  const set: SetSettingsField = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    save.clearField(field);
  };
  const setAccount: SetAccountFields = (account, patch) => {
    setValues((current) => ({ ...current, [account]: { ...current[account], ...patch } }));
    for (const field of Object.keys(patch)) save.clearField(`${account}.${field}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = toSettingsCandidate(values, opened.version);
    const parsed = communicationSettingsInput.safeParse(candidate);
    // Refused here: the save shows the messages next to the fields.
    if (!parsed.success) return save.submit(candidate);
    save.reset();
    const found = await effects.mutateAsync(parsed.data).catch(() => null);
    if (!found) return;
    if (!hasEffects(found)) return save.submit(candidate);
    const price = (chf: number) => formatChf(Math.round(chf * 100), i18n.language);
    setPending({ sentences: effectSentences(found, parsed.data, t, price), candidate });
  };

  return {
    values,
    set,
    setAccount,
    errors: save.errors,
    submit,
    saving: save.saving || effects.isPending,
    failure: save.failure ?? effects.error,
    /** The settings as saved: what the tests use. */
    saved,
    dirty: isDirty(values, saved),
    /** The confirmation's sentences while a save waits for it. */
    pending: pending?.sentences ?? null,
    confirm: () => {
      if (pending) void save.submit(pending.candidate);
      setPending(null);
    },
    cancel: () => setPending(null),
    /** Reads the settings again (after someone else's change, or a Microsoft account disconnected). */
    reload: () => opened.reload().then(save.reset),
  };
}
