import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiFieldMessages, type FieldMessages, issuesToMessages } from './field-errors';
import { isStaleVersion, type SaveVariables } from './record-api';

interface Options<Input, Saved> {
  /** The domain schema the server checks too. */
  schema: z.ZodType<Input>;
  /** The locale namespace whose `errors.<field or rule>` keys name a form's own wording. */
  namespace: string;
  mutation: UseMutationResult<Saved, Error, SaveVariables<Input>>;
  id: string | null;
  /** The version of the record the form was opened on, sent with a replace (absent for a creation). */
  version?: number;
  onSaved: (saved: Saved) => void;
  /** One wording per field for every client-side failure, where a rule's generic message says too little. */
  fieldMessages?: FieldMessages;
}

/** A field's messages are stale once it changes: `descriptions` clears `descriptions.de`. */
function withoutMessagesOf(errors: FieldMessages, field: string): FieldMessages {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => path !== field && !path.startsWith(`${field}.`)));
}

/**
 * A record form's saving: checks the candidate with the domain schema first, then sends it (a replace
 * with the version the form read); per-field messages come from whichever side refused it, and any
 * other failure is left for an ErrorAlert, or a SaveFailureAlert that offers a reload when it is stale.
 */
export function useValidatedSave<Input, Saved>({
  schema,
  namespace,
  mutation,
  id,
  version,
  onSaved,
  fieldMessages = {},
}: Options<Input, Saved>) {
  const { t } = useTranslation(namespace);
  const [errors, setErrors] = useState<FieldMessages>({});

  const submit = async (candidate: unknown) => {
    // The input in each issue tells a missing value from a malformed one.
    const parsed = schema.safeParse(candidate, { reportInput: true });
    if (!parsed.success) {
      mutation.reset();
      const messages = issuesToMessages(parsed.error.issues, t, namespace);
      for (const [field, message] of Object.entries(messages)) messages[field] = fieldMessages[field] ?? message;
      setErrors(messages);
      return;
    }
    setErrors({});
    let saved: Saved;
    try {
      saved = await mutation.mutateAsync({ id, input: parsed.data, version });
    } catch (failure) {
      setErrors(apiFieldMessages(failure, t, namespace));
      return;
    }
    onSaved(saved);
  };

  const hasFieldErrors = Object.keys(errors).length > 0;
  return {
    errors,
    submit,
    clearField: (field: string) => setErrors((current) => withoutMessagesOf(current, field)),
    saving: mutation.isPending,
    failure: hasFieldErrors ? null : mutation.error,
    /** The save was refused because someone changed the record since the form read it. */
    stale: !hasFieldErrors && isStaleVersion(mutation.error),
    /** Forgets the messages and the failure: the form starts over (after a reload of its record). */
    reset: () => {
      mutation.reset();
      setErrors({});
    },
  };
}
