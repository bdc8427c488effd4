import { passwordBand, passwordProblem, scorePassword } from '@ds/domain';
import { PasswordInput, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCommonPasswords } from '../lib/common-passwords';

const BAND_COLOURS = { veryBad: 'red', bad: 'orange', sufficient: 'yellow', good: 'green' } as const;

export interface NewPassword {
  password: string;
  confirmation: string;
}

/** The first problem with a new password and its confirmation, as a translation key, or null. */
export function useNewPasswordProblem(value: NewPassword): string | null {
  const common = useCommonPasswords();
  const problem = passwordProblem(value.password, common?.has(value.password) ?? false);
  if (problem) return `password.${problem}`;
  return value.password === value.confirmation ? null : 'password.mismatch';
}

/** New password and confirmation with the live 0–100 strength of spec §5. */
export function NewPasswordFields({
  value,
  onChange,
  showErrors,
  label,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  showErrors: boolean;
  label?: string;
}) {
  const { t } = useTranslation('identity-auth');
  const common = useCommonPasswords();
  const score = scorePassword(value.password, common?.has(value.password) ?? false);
  const band = passwordBand(score);
  const problem = useNewPasswordProblem(value);
  const passwordError = showErrors && problem && problem !== 'password.mismatch' ? t(problem) : undefined;
  const confirmationError = showErrors && problem === 'password.mismatch' ? t(problem) : undefined;

  return (
    <Stack gap="xs">
      <PasswordInput
        label={label ?? t('fields.newPassword')}
        name="new-password"
        autoComplete="new-password"
        description={t('password.rules')}
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.currentTarget.value })}
        error={passwordError}
        required
      />
      {value.password && (
        <div data-testid="password-strength" data-score={score} data-band={band}>
          <Progress value={Math.max(score, 4)} color={BAND_COLOURS[band]} size="sm" aria-hidden />
          <Text size="xs" c={BAND_COLOURS[band]} mt={4}>
            {t(`password.bands.${band}`)} ({score}/100)
          </Text>
        </div>
      )}
      <PasswordInput
        label={t('fields.confirmation')}
        name="confirmation"
        autoComplete="new-password"
        value={value.confirmation}
        onChange={(event) => onChange({ ...value, confirmation: event.currentTarget.value })}
        error={confirmationError}
        required
      />
    </Stack>
  );
}
