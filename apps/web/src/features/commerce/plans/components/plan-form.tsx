import { LICENCE_MODULES, PLAN_PAYMENT_MODES, PLAN_ROLES, type Plan, planInput } from '@ds/domain';
import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadPlan, useSavePlan } from '../api/plans-api';
import { type PlanFormValues, planFormValuesOf } from '../model/plan-form-values';

const LANGUAGES = ['Fr', 'De', 'It'] as const;

/** A whole number as typed; an empty or partial field is no number (NaN: "required"). */
const wholeNumberOf = (input: string | number) =>
  typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);

/**
 * A subscription plan (spec §3 Subscription): names and descriptions in FR/DE/IT, the licences a
 * purchase gives and their modules, price, payment modes, roles, days per licence and SMS a month.
 * The users a plan is restricted to are kept as they are.
 */
export function PlanForm({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation('commerce-plans');
  const [values, setValues] = useState<PlanFormValues>(() => planFormValuesOf(plan));
  const readPlan = useReadPlan();
  const opened = useOpenedRecord(plan, {
    read: () => readPlan(plan?.id ?? ''),
    restart: (fresh) => setValues(planFormValuesOf(fresh)),
  });
  const { errors, submit, saving, failure, reset, clearField } = useValidatedSave({
    schema: planInput,
    namespace: 'commerce-plans',
    mutation: useSavePlan(),
    id: plan?.id ?? null,
    version: opened.version,
    fieldMessages: {
      modules: t('errors.modules'),
      paymentModes: t('errors.paymentModes'),
      price: t('errors.price'),
    },
    onSaved: () => {
      notifications.show({ color: 'green', message: t('form.saved') });
      onClose();
    },
  });
  const set = <Field extends keyof PlanFormValues>(field: Field, value: PlanFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };
  const setName = (language: (typeof LANGUAGES)[number], name: string) => {
    setValues((current) => ({ ...current, [`name${language}`]: name }));
    // One name is enough: the message under the three goes once any changes.
    for (const other of LANGUAGES) clearField(`name${other}`);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="plan-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {LANGUAGES.map((language) => (
            <TextInput
              key={language}
              label={t(`form.name${language}`)}
              name={`name${language}`}
              value={values[`name${language}`]}
              onChange={(event) => setName(language, event.currentTarget.value)}
              error={errors[`name${language}`]}
            />
          ))}
        </SimpleGrid>
        {LANGUAGES.map((language) => (
          <Textarea
            key={language}
            label={t(`form.description${language}`)}
            name={`description${language}`}
            autosize
            minRows={2}
            value={values[`description${language}`]}
            onChange={(event) => set(`description${language}`, event.currentTarget.value)}
            error={errors[`description${language}`]}
          />
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('form.licenceCount')}
            name="licenceCount"
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={Number.isNaN(values.licenceCount) ? '' : values.licenceCount}
            onChange={(value) => set('licenceCount', wholeNumberOf(value))}
            error={errors.licenceCount}
          />
          <ChfInput
            label={t('form.price')}
            name="price"
            required
            min={0}
            value={values.price}
            onChange={(price) => set('price', price)}
            error={errors.price}
          />
          <NumberInput
            label={t('form.daysPerLicence')}
            name="daysPerLicence"
            required
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={Number.isNaN(values.daysPerLicence) ? '' : values.daysPerLicence}
            onChange={(value) => set('daysPerLicence', wholeNumberOf(value))}
            error={errors.daysPerLicence}
          />
          <NumberInput
            label={t('form.monthlySms')}
            name="monthlySms"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={Number.isNaN(values.monthlySms) ? '' : values.monthlySms}
            onChange={(value) => set('monthlySms', wholeNumberOf(value))}
            error={errors.monthlySms}
          />
        </SimpleGrid>
        <Checkbox.Group
          label={t('form.modules')}
          required
          value={values.modules}
          onChange={(modules) => set('modules', modules as PlanFormValues['modules'])}
          error={errors.modules}
        >
          <Group mt="xs">
            {LICENCE_MODULES.map((module) => (
              <Checkbox key={module} value={module} label={t(`modules.${module}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('form.paymentModes')}
          required
          value={values.paymentModes}
          onChange={(modes) => set('paymentModes', modes as PlanFormValues['paymentModes'])}
          error={errors.paymentModes}
        >
          <Group mt="xs">
            {PLAN_PAYMENT_MODES.map((mode) => (
              <Checkbox key={mode} value={mode} label={t(`paymentModes.${mode}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Checkbox.Group
          label={t('form.roles')}
          description={t('form.rolesHint')}
          value={values.roles}
          onChange={(roles) => set('roles', roles as PlanFormValues['roles'])}
          error={errors.roles}
        >
          <Group mt="xs">
            {PLAN_ROLES.map((role) => (
              <Checkbox key={role} value={role} label={t(`roles.${role}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving} onCancel={onClose} />
      </Stack>
    </form>
  );
}
