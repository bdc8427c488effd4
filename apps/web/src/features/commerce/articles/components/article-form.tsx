import { ARTICLE_KINDS, type Article, type ArticleKind, articleInput, THEORY_LICENCE_DAYS } from '@ds/domain';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChfInput } from '@/components/chf-input';
import { FormButtons } from '@/components/form-buttons';
import { SaveFailureAlert } from '@/components/stale-record-alert';
import { ApiError } from '@/lib/api-client';
import { translateApiError } from '@/lib/api-errors';
import { useCurrentLanguage } from '@/lib/current-language';
import { apiFieldMessages } from '@/lib/field-errors';
import { useOpenedRecord } from '@/lib/use-opened-record';
import { useValidatedSave } from '@/lib/use-validated-save';
import { useReadArticle, useSaveArticle, useUploadArticleLogo } from '../api/articles-api';
import { type ArticleFormValues, articleCandidate, articleFormValuesOf, withKind } from '../model/article-form-values';
import { articleTexts } from './article-texts';
import { LogoDrop } from './logo-drop';
import { ResourcePicker } from './resource-picker';

const LANGUAGES = ['Fr', 'De', 'It', 'En'] as const;
const NAMESPACE = 'commerce-articles';

/** A whole number as typed; an empty or partial field is no number (null: "required"). */
const countOf = (input: string | number) =>
  typeof input === 'number' ? input : input.trim() === '' ? null : Number(input);

/**
 * An article (spec §3 Article): what it delivers (its kind, with the SMS of a pack, the days of a
 * theory-exam licence, the resources), labels and descriptions in four languages, price, public
 * and shared flags, external reference and address, and its square logo, sent after the article
 * is saved. A logo the server refuses leaves the form open on the saved article, saying why.
 */
export function ArticleForm({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useCurrentLanguage();
  const [values, setValues] = useState<ArticleFormValues>(() => articleFormValuesOf(article));
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const readArticle = useReadArticle();
  const upload = useUploadArticleLogo();
  // The article being edited: the one opened, or the one this form created (its id, once saved).
  const [savedId, setSavedId] = useState(article?.id ?? '');
  const opened = useOpenedRecord(article, {
    read: () => readArticle(savedId),
    restart: (fresh) => setValues(articleFormValuesOf(fresh)),
  });
  const record = opened.record;

  const sendLogo = async (saved: Article): Promise<boolean> => {
    if (!logo) return true;
    try {
      await upload.mutateAsync({ id: saved.id, file: logo });
      return true;
    } catch (failure) {
      const fields = apiFieldMessages(failure, t, NAMESPACE);
      const reason = fields.logo ?? fields.file ?? (failure instanceof ApiError ? translateApiError(failure, t) : '');
      setLogoError(`${t('logo.failed')} ${reason}`);
      return false;
    }
  };

  const { errors, submit, saving, failure, reset, clearField } = useValidatedSave({
    schema: articleInput,
    namespace: NAMESPACE,
    mutation: useSaveArticle(),
    id: record?.id ?? null,
    version: opened.version,
    onSaved: async (saved) => {
      // From here on the form edits the saved article, so saving again never makes a second one.
      opened.saved(saved);
      setSavedId(saved.id);
      if (!(await sendLogo(saved))) return;
      notifications.show({ color: 'green', message: t('form.saved') });
      onClose();
    },
  });
  const set = <Field extends keyof ArticleFormValues>(field: Field, value: ArticleFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearField(field);
  };
  const setLabel = (suffix: (typeof LANGUAGES)[number], label: string) => {
    setValues((current) => ({ ...current, [`label${suffix}`]: label }));
    // One label is enough: the messages under the four go once any changes.
    for (const other of LANGUAGES) clearField(`label${other}`);
  };
  const resourceError = Object.entries(errors).find(([field]) => field.startsWith('resourceIds'))?.[1];
  const name = articleTexts(values, language).label;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setLogoError(null);
    void submit(articleCandidate(values));
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="article-form">
      <Stack gap="sm">
        <Select
          label={t('form.kind')}
          name="kind"
          required
          allowDeselect={false}
          data={ARTICLE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={values.kind}
          onChange={(kind) => kind && setValues((current) => withKind(current, kind as ArticleKind))}
          error={errors.kind}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {LANGUAGES.map((suffix) => (
            <TextInput
              key={suffix}
              label={t(`form.label${suffix}`)}
              name={`label${suffix}`}
              value={values[`label${suffix}`]}
              onChange={(event) => setLabel(suffix, event.currentTarget.value)}
              error={errors[`label${suffix}`]}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ChfInput
            label={t('form.price')}
            description={t('form.priceHint')}
            name="price"
            required
            min={0}
            value={values.price}
            onChange={(price) => set('price', price)}
            error={errors.price}
          />
          {values.kind === 'sms_pack' && (
            <NumberInput
              label={t('form.smsCount')}
              name="smsCount"
              required
              min={1}
              allowDecimal={false}
              allowNegative={false}
              value={values.smsCount ?? ''}
              onChange={(count) => set('smsCount', countOf(count))}
              error={errors.smsCount}
            />
          )}
          {values.kind === 'theory_licence' && (
            <Select
              label={t('form.theoryLicenceDays')}
              name="theoryLicenceDays"
              required
              allowDeselect={false}
              data={THEORY_LICENCE_DAYS.map((days) => ({
                value: String(days),
                label: t('form.licenceDays', { count: days }),
              }))}
              value={values.theoryLicenceDays === null ? null : String(values.theoryLicenceDays)}
              onChange={(days) =>
                set('theoryLicenceDays', days ? (Number(days) as ArticleFormValues['theoryLicenceDays']) : null)
              }
              error={errors.theoryLicenceDays}
            />
          )}
        </SimpleGrid>
        <ResourcePicker
          value={values.resourceIds}
          onChange={(ids) => {
            setValues((current) => ({ ...current, resourceIds: ids }));
            for (const field of Object.keys(errors)) if (field.startsWith('resourceIds')) clearField(field);
          }}
          error={resourceError}
          required={values.kind === 'resources'}
        />
        {LANGUAGES.map((suffix) => (
          <Textarea
            key={suffix}
            label={t(`form.description${suffix}`)}
            name={`description${suffix}`}
            autosize
            minRows={2}
            maxRows={8}
            value={values[`description${suffix}`]}
            onChange={(event) => set(`description${suffix}`, event.currentTarget.value)}
            error={errors[`description${suffix}`]}
          />
        ))}
        <LogoDrop
          currentUrl={record?.logo?.thumbnailUrl ?? record?.logo?.url ?? null}
          pending={logo}
          onPending={(file) => {
            setLogo(file);
            setLogoError(null);
          }}
          name={name}
          error={logoError}
        />
        <Checkbox
          label={t('form.public')}
          name="public"
          checked={values.public}
          onChange={(event) => set('public', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('form.shared')}
          name="shared"
          checked={values.shared}
          onChange={(event) => set('shared', event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('form.externalId')}
            name="externalId"
            value={values.externalId}
            onChange={(event) => set('externalId', event.currentTarget.value)}
            error={errors.externalId}
          />
          <TextInput
            label={t('form.externalUrl')}
            name="externalUrl"
            type="url"
            value={values.externalUrl ?? ''}
            onChange={(event) => set('externalUrl', event.currentTarget.value)}
            error={errors.externalUrl}
          />
        </SimpleGrid>
        <SaveFailureAlert failure={failure} onReload={() => opened.reload().then(reset)} />
        <FormButtons saving={saving || upload.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}
