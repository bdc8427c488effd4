import { type InvitationView, type Language, SELECTABLE_LANGUAGES } from '@ds/domain';
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { type NewPassword, NewPasswordFields, useNewPasswordProblem } from '@/components/new-password-fields';
import { AuthCard, login } from '@/features/identity';
import { acceptInvitation, createInvitedAccount, useInvitationView } from '@/features/school';
import { useCurrentLanguage } from '@/lib/current-language';
import { fetchMe } from '@/lib/me';
import { storeSessionUser } from '@/lib/session';
import { useSessionUser } from '@/lib/session-user';
import { useAction } from '@/lib/use-action';

/**
 * /invitations/:token, the link a school's administrator e-mailed (it combines the school's
 * invitation and the sign-in, so it lives in the app layer). Signed in with the invited address:
 * accept. Not signed in: sign in to accept, or create the account (its address is proven by the link).
 */
export function InvitationPage() {
  const { t } = useTranslation('school-invitation');
  const { token = '' } = useParams();
  const view = useInvitationView(token);
  const me = useSessionUser();

  const body = () => {
    if (view.isPending) return <Loader />;
    if (!view.data) return <ErrorAlert error={view.error} />;
    const invitation = view.data;
    const offer = t('offer', { school: invitation.schoolName, kind: t(`kinds.${invitation.kind}`) });
    if (invitation.status !== 'pending') {
      return (
        <>
          <Text>{offer}</Text>
          <Alert color="yellow" data-testid="invitation-closed">
            {t(`closed.${invitation.status}`)}
          </Alert>
          <Anchor component={Link} to={me ? '/' : '/login'}>
            {me ? t('toHome') : t('toLogin')}
          </Anchor>
        </>
      );
    }
    if (me) return <Accept token={token} invitation={invitation} offer={offer} signedInAs={me.username} />;
    if (invitation.accountExists) {
      return (
        <>
          <Text>{offer}</Text>
          <Text size="sm">{t('signInToAccept', { email: invitation.email })}</Text>
          <Button component={Link} to={`/login?redirect=${encodeURIComponent(`/invitations/${token}`)}`}>
            {t('signIn')}
          </Button>
        </>
      );
    }
    return <CreateAccount token={token} invitation={invitation} offer={offer} />;
  };

  return <AuthCard title={t('title')}>{body()}</AuthCard>;
}

function Accept({
  token,
  invitation,
  offer,
  signedInAs,
}: {
  token: string;
  invitation: InvitationView;
  offer: string;
  signedInAs: string;
}) {
  const { t } = useTranslation('school-invitation');
  const navigate = useNavigate();
  const { run, busy, error } = useAction(async () => {
    await acceptInvitation(token);
    storeSessionUser(await fetchMe());
    navigate('/driving-school');
  });
  if (signedInAs.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <>
        <Text>{offer}</Text>
        <Alert color="yellow">{t('otherAccount', { email: invitation.email, signedInAs })}</Alert>
      </>
    );
  }
  return (
    <>
      <Text>{offer}</Text>
      <ErrorAlert error={error} />
      <Button onClick={() => void run()} loading={busy}>
        {t('accept')}
      </Button>
    </>
  );
}

function CreateAccount({ token, invitation, offer }: { token: string; invitation: InvitationView; offer: string }) {
  const { t } = useTranslation('school-invitation');
  const navigate = useNavigate();
  const current = useCurrentLanguage();
  const language: Language = SELECTABLE_LANGUAGES.find((candidate) => candidate === current) ?? 'fr';
  const [firstname, setFirstname] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', confirmation: '' });
  const [submitted, setSubmitted] = useState(false);
  const passwordProblem = useNewPasswordProblem(password);
  const required = (value: string) => (submitted && !value.trim() ? t('required') : undefined);
  const { run, busy, error } = useAction(async () => {
    await createInvitedAccount(token, { firstname, name, password: password.password, language });
    await login({ username: invitation.email, password: password.password, remember: false });
    navigate('/driving-school');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!passwordProblem && firstname.trim() && name.trim()) void run();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>{offer}</Text>
        <Text size="sm">{t('createAccount', { email: invitation.email })}</Text>
        <TextInput label={t('email')} value={invitation.email} readOnly />
        <TextInput
          label={t('firstname')}
          name="firstname"
          autoComplete="given-name"
          required
          value={firstname}
          onChange={(event) => setFirstname(event.currentTarget.value)}
          error={required(firstname)}
        />
        <TextInput
          label={t('name')}
          name="name"
          autoComplete="family-name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={required(name)}
        />
        <NewPasswordFields value={password} onChange={setPassword} showErrors={submitted} />
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy}>
          {t('createAndJoin')}
        </Button>
      </Stack>
    </form>
  );
}
