import type { FieldError } from '@ds/domain';
import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { apiFieldMessages } from '../lib/field-errors';
import { ErrorAlert } from './error-alert';

/** The pictures a browser draws; the server checks the content again (spec §5: an image field must be an image). */
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

/** A call on the image: its start, whether it runs, how it failed. */
interface Call<Argument> {
  run: (argument: Argument) => void;
  pending: boolean;
  error: unknown;
}

/** A mutation as the field's call; `done` after each success (a toast). */
export function mutationCall<Argument>(
  mutation: UseMutationResult<unknown, unknown, Argument>,
  done?: () => void,
): Call<Argument> {
  return {
    run: (argument) => mutation.mutate(argument, { onSuccess: done }),
    pending: mutation.isPending,
    error: mutation.error,
  };
}

interface Props {
  /** The image shown now (an address the browser may load), or null. */
  url: string | null;
  alt: string;
  /** What shows without an image. */
  empty: string;
  /** The file field's label: it names the field the refusals are shown under. */
  label: string;
  description: string;
  maxBytes: number;
  /** The spec's wording when the file is larger than `maxBytes` (spec §8), and when its picture is too small. */
  messages: { tooLarge: string; tooSmall?: string };
  /** No upload for those who may only look. */
  upload?: Call<File>;
  /** Offered while there is an image to remove. */
  remove?: Call<void> & { label: string };
}

/** The server's refusal of the file, in the field's words: too large, too small, not an image; null for any other failure. */
function refusalOf(error: unknown, t: TFunction, messages: Props['messages']): string | null {
  if (!(error instanceof ApiError)) return null;
  const details = Array.isArray(error.details) ? (error.details as FieldError[]) : [];
  const rule = details.find((detail) => detail.field.endsWith('file'))?.rule;
  // A 413 names the rule; one that does not (a proxy's) is the size too.
  if (rule === 'too_large' || (error.status === 413 && rule === undefined)) return messages.tooLarge;
  if (rule === 'too_small' && messages.tooSmall) return messages.tooSmall;
  return error.status === 400 ? (apiFieldMessages(error, t, 'errors').file ?? null) : null;
}

/**
 * An image kept on the server (the school's logo, the user's app logo, his driving-licence photo):
 * shown, replaced as soon as a file is chosen (refused here when larger than allowed, before
 * anything is sent), removed; the server's refusals show under the field.
 */
export function ImageUploadField({ url, alt, empty, label, description, maxBytes, messages, upload, remove }: Props) {
  const { t } = useTranslation();
  const [tooLarge, setTooLarge] = useState(false);

  const choose = (file: File | null) => {
    if (!file || !upload) return;
    setTooLarge(file.size > maxBytes);
    if (file.size <= maxBytes) upload.run(file);
  };
  const refusal = tooLarge ? messages.tooLarge : refusalOf(upload?.error, t, messages);

  return (
    <Stack gap="sm">
      {url ? (
        <Image src={url} alt={alt} maw={280} mah={200} w="auto" fit="contain" style={{ alignSelf: 'flex-start' }} />
      ) : (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      )}
      {upload && (
        <Group align="flex-end">
          <FileInput
            label={label}
            description={description}
            accept={ACCEPTED}
            leftSection={<IconPhoto size={16} aria-hidden />}
            onChange={choose}
            value={null}
            disabled={upload.pending}
            error={refusal}
            clearable={false}
            w={{ base: '100%', sm: 360 }}
          />
          {remove && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={remove.pending}
              onClick={() => remove.run()}
            >
              {remove.label}
            </Button>
          )}
        </Group>
      )}
      <ErrorAlert error={refusal ? remove?.error : (upload?.error ?? remove?.error)} />
    </Stack>
  );
}
