import type { SetupStep } from '@ds/domain';
import { CloseButton, Group, Loader, Stack, Stepper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { usePermissions } from '../../lib/permissions';
import { markWizardOpened } from './opens-by-itself';
import { useSaveSetup } from './setup-api';
import { StepHeading } from './step-heading';
import { CommunicationsStep } from './steps/communications-step';
import { EndStep } from './steps/end-step';
import { LicenceStep } from './steps/licence-step';
import { LogoStep } from './steps/logo-step';
import { PhoneSyncStep } from './steps/phone-sync-step';
import { useWizardSteps } from './use-wizard-steps';
import { WizardNav } from './wizard-nav';
import { nextStep, openingStep, previousStep, type WizardStep } from './wizard-steps';

/** On a phone the steps are numbers on one line, their names read out but not shown. */
const PHONE_STEPPER = { separator: { marginInline: 'var(--mantine-spacing-xs)' }, stepBody: { marginInlineStart: 0 } };

/**
 * /account/setup, the configuration wizard (spec §1, §2): one step per screen, each made of the
 * real screen's parts, its place saved on the server at every move so that any browser resumes
 * there. Closing it keeps the place but stops it opening by itself.
 */
export function SetupWizardPage() {
  const { t } = useTranslation(['identity-setup', 'pages']);
  const { me } = usePermissions();
  const steps = useWizardSteps();
  const navigate = useNavigate();
  const save = useSaveSetup();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [current, setCurrent] = useState<SetupStep>(() => (me ? openingStep(steps, me.setup) : 'licence'));
  const [finished, setFinished] = useState(false);
  const [moved, setMoved] = useState(false);

  useEffect(markWizardOpened, []);

  if (!me) return null;
  const index = steps.findIndex(({ step }) => step === current);
  const access = steps[index]?.access ?? 'open';

  const move = (step: SetupStep) => {
    if (step === current) return;
    setMoved(true);
    setFinished(false);
    setCurrent(step);
    save.mutate({ step, done: me.setup.done });
  };
  const finish = () => save.mutate({ step: 'end', done: true }, { onSuccess: () => setFinished(true) });
  const close = () => save.mutate({ step: current, done: true }, { onSuccess: () => navigate('/') });

  return (
    <Stack maw={960} mx="auto" w="100%" gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} size="h2">
          {t('pages:titles.setupWizard')}
        </Title>
        <CloseButton size="lg" aria-label={t('actions.close')} onClick={close} data-testid="setup-close" />
      </Group>
      <Text size="sm" c="dimmed">
        {t('intro')} {t('closeHint')}
      </Text>
      <nav aria-label={t('stepsLabel')}>
        <Stepper
          active={index}
          onStepClick={(clicked) => move(steps[clicked]?.step ?? current)}
          size="sm"
          wrap={!phone}
          styles={phone ? PHONE_STEPPER : undefined}
        >
          {steps.map(({ step }: WizardStep) => (
            <Stepper.Step
              key={step}
              label={phone ? <VisuallyHidden>{t(`steps.${step}`)}</VisuallyHidden> : t(`steps.${step}`)}
              aria-current={step === current ? 'step' : undefined}
              data-testid={`setup-step-${step}`}
            />
          ))}
        </Stepper>
      </nav>
      <Stack component="section" gap="md" aria-labelledby="setup-step-title" data-testid={`setup-${current}`}>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('stepOf', { number: index + 1, count: steps.length })}
          </Text>
          <StepHeading key={current} focusOnMount={moved}>
            {t(`titles.${current}`)}
          </StepHeading>
        </Stack>
        <Text>{t(`texts.${current}`)}</Text>
        {/* A step's texts load with it: only its own part waits for them, the title keeps the focus. */}
        <Suspense fallback={<Loader />}>
          {current === 'licence' && <LicenceStep />}
          {current === 'communications' && <CommunicationsStep access={access} onToLicence={() => move('licence')} />}
          {current === 'phoneSync' && <PhoneSyncStep />}
          {current === 'logo' && <LogoStep />}
          {current === 'end' && <EndStep finished={finished} />}
        </Suspense>
        <ErrorAlert error={save.error} />
        <WizardNav
          current={current}
          previous={previousStep(steps, current)}
          next={nextStep(steps, current)}
          busy={save.isPending}
          finished={finished}
          onMove={move}
          onFinish={finish}
        />
        <Text size="sm" c="dimmed" role="status" data-testid="setup-saved">
          {save.isPending ? t('saving') : save.isSuccess ? t('saved') : ''}
        </Text>
      </Stack>
    </Stack>
  );
}
