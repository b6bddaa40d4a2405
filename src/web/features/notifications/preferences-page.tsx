import { useQueryClient } from '@tanstack/react-query';
import { BellRing, Save } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { homePathFor } from '../../../domain/navigation';
import { preferencesSchema } from '../../../domain/notification-preferences';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_FREQUENCIES,
  type NotificationCategory,
  type NotificationFrequency,
  WEEKDAYS,
} from '../../../domain/notifications';
import { Button, ButtonLink } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { CheckboxField, SelectField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import {
  fetchPreferences,
  type NotificationPreferences,
  notificationKeys,
  type PreferencesInput,
  savePreferences,
  usePreferences,
} from './api';

/** The form's values: what the inputs hold (the day of the digest as the select's text). */
interface FormValues {
  emailNotifications: boolean;
  pushNotifications: boolean;
  inAppNotifications: boolean;
  smsNotifications: boolean;
  smsNumber: string;
  notificationFrequency: NotificationFrequency;
  categories: Record<NotificationCategory, boolean>;
  quietHours: { enabled: boolean; start: string; end: string };
  emailDigest: { enabled: boolean; day_of_week: string };
}

const toForm = (p: NotificationPreferences): FormValues => ({
  emailNotifications: p.emailNotifications,
  pushNotifications: p.pushNotifications,
  inAppNotifications: p.inAppNotifications,
  smsNotifications: p.smsNotifications,
  smsNumber: p.smsNumber ?? '',
  notificationFrequency: p.notificationFrequency,
  categories: { ...p.categories },
  quietHours: { ...p.quietHours },
  emailDigest: { enabled: p.emailDigest.enabled, day_of_week: String(p.emailDigest.day_of_week) },
});

/** The element id of a field, for labels and for the error summary's links. */
const idOf = (field: string) => `pref-${field.replace(/\./g, '-')}`;

type Permission = NotificationPermission | 'unsupported';
const browserPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** A group of related controls under a visible heading (a fieldset whose legend is the card's h2). */
function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <Card as="div">
      <fieldset aria-describedby={hint ? hintId : undefined}>
        <legend>
          <h2 className="text-xl font-semibold">{title}</h2>
        </legend>
        {hint && (
          <p id={hintId} className="mt-1 text-slate-700 dark:text-slate-300">
            {hint}
          </p>
        )}
        <div className="mt-4 space-y-4">{children}</div>
      </fieldset>
    </Card>
  );
}

/** /notifications/preferences: channels, topics, frequency, quiet hours and the weekly e-mail summary. */
export default function PreferencesPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const query = usePreferences();
  return (
    <div className="space-y-8">
      <PageHeader
        title={t('preferences.title')}
        lead={t('preferences.lead')}
        actions={
          user ? (
            <ButtonLink to={homePathFor(user)} variant="secondary">
              {t('preferences.back')}
            </ButtonLink>
          ) : undefined
        }
      />
      {query.isPending ? (
        <Spinner label={t('preferences.loading')} />
      ) : query.isError ? (
        <div className="space-y-4">
          <Alert tone="error" role="alert" title={t('preferences.loadFailed')}>
            {query.error.message}
          </Alert>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('notifications.tryAgain')}
          </Button>
        </div>
      ) : (
        <PreferencesForm preferences={query.data} />
      )}
    </div>
  );
}

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const version = useRef(preferences.version);
  const conflictRef = useRef<HTMLDivElement>(null);
  const [conflict, setConflict] = useState(false);
  const [summary, setSummary] = useState<Record<string, string>>({});
  const [permission, setPermission] = useState<Permission>(browserPermission);
  const { register, handleSubmit, reset, setError, clearErrors, watch, getFieldState, formState } =
    useForm<FormValues>({ defaultValues: toForm(preferences) });

  const smsOn = watch('smsNotifications');
  const pushOn = watch('pushNotifications');
  const quietOn = watch('quietHours.enabled');
  const digestOn = watch('emailDigest.enabled');

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const errorOf = (field: FieldPath<FormValues>) => getFieldState(field, formState).error?.message;

  const showErrors = (errors: Record<string, string>) => {
    clearErrors();
    for (const [field, message] of Object.entries(errors)) {
      setError(field as FieldPath<FormValues>, { type: 'validate', message });
    }
    setSummary(errors);
  };

  const onSubmit = handleSubmit(async (values) => {
    setConflict(false);
    // The domain's schema is the one the server applies: same rules, same messages.
    const parsed = preferencesSchema.safeParse({
      ...values,
      emailDigest: {
        enabled: values.emailDigest.enabled,
        frequency: 'weekly',
        day_of_week: Number(values.emailDigest.day_of_week),
      },
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.');
        if (!(key in errors)) errors[key] = issue.message;
      }
      showErrors(errors);
      return;
    }
    showErrors({});
    const input: PreferencesInput = { ...parsed.data, version: version.current };
    try {
      const saved = await savePreferences(input);
      version.current = saved.version;
      qc.setQueryData(notificationKeys.preferences, saved);
      reset(toForm(saved));
      toast.success(t('preferences.saved'), { description: t('preferences.savedBody') });
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // Someone saved first: show what is stored now and say so; nothing is overwritten.
        try {
          const current = await qc.fetchQuery({
            queryKey: notificationKeys.preferences,
            queryFn: fetchPreferences,
            staleTime: 0,
          });
          version.current = current.version;
          reset(toForm(current));
        } catch {
          // The notice still tells them to check and save again.
        }
        setConflict(true);
        return;
      }
      if (err instanceof ApiError && err.fields && Object.keys(err.fields).length) {
        showErrors(err.fields);
        return;
      }
      toast.error(t('preferences.saveFailed'), { description: (err as Error).message });
    }
  });

  const askPermission = async () => {
    if (typeof Notification === 'undefined') return;
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(browserPermission());
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <ErrorSummary
        title={t('common.errorSummary')}
        errors={summary}
        submitCount={formState.submitCount}
        idFor={idOf}
      />
      {conflict && (
        <div ref={conflictRef} tabIndex={-1} className="focus:outline-none">
          <Alert tone="warning" role="alert">
            {t('preferences.conflict')}
          </Alert>
        </div>
      )}

      <Group title={t('preferences.channels')} hint={t('preferences.channelsHint')}>
        <CheckboxField
          id={idOf('inAppNotifications')}
          label={t('preferences.inApp')}
          hint={t('preferences.inAppHint')}
          {...register('inAppNotifications')}
        />
        <CheckboxField
          id={idOf('emailNotifications')}
          label={t('preferences.email')}
          hint={t('preferences.emailHint')}
          {...register('emailNotifications')}
        />
        <div className="space-y-2">
          <CheckboxField
            id={idOf('pushNotifications')}
            label={t('preferences.push')}
            hint={t('preferences.pushHint')}
            {...register('pushNotifications')}
          />
          {pushOn && permission === 'default' && (
            <div className="ml-8">
              <Button variant="secondary" size="sm" onClick={() => void askPermission()}>
                <BellRing aria-hidden="true" className="size-4" />
                {t('preferences.pushAllow')}
              </Button>
            </div>
          )}
          {pushOn && permission === 'denied' && (
            <div className="ml-8">
              <Alert tone="info">{t('preferences.pushBlocked')}</Alert>
            </div>
          )}
          {pushOn && permission === 'unsupported' && (
            <p className="ml-8 text-sm text-slate-700 dark:text-slate-300">
              {t('preferences.pushUnsupported')}
            </p>
          )}
        </div>
        <div className="space-y-3">
          <CheckboxField
            id={idOf('smsNotifications')}
            label={t('preferences.sms')}
            hint={t('preferences.smsHint')}
            {...register('smsNotifications')}
          />
          <div className="max-w-xs sm:ml-8">
            <TextField
              id={idOf('smsNumber')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              label={t('preferences.smsNumber')}
              hint={t('preferences.smsNumberHint')}
              optional={!smsOn}
              optionalLabel={t('common.optional')}
              error={errorOf('smsNumber')}
              {...register('smsNumber')}
            />
          </div>
        </div>
      </Group>

      <Group title={t('preferences.categories')} hint={t('preferences.categoriesHint')}>
        {NOTIFICATION_CATEGORIES.map((c) => (
          <CheckboxField
            key={c}
            id={idOf(`categories.${c}`)}
            label={t(`preferences.category.${c}` as MessageKey)}
            hint={t(`preferences.category.${c}Hint` as MessageKey)}
            {...register(`categories.${c}`)}
          />
        ))}
      </Group>

      <Group title={t('preferences.frequency')} hint={t('preferences.frequencyHint')}>
        {NOTIFICATION_FREQUENCIES.map((f) => (
          <div key={f} className="flex items-start gap-3">
            <input
              id={idOf(`notificationFrequency.${f}`)}
              type="radio"
              value={f}
              aria-describedby={`${idOf(`notificationFrequency.${f}`)}-hint`}
              className="mt-1 size-5 accent-brand-800"
              {...register('notificationFrequency')}
            />
            <div>
              <label htmlFor={idOf(`notificationFrequency.${f}`)} className="font-medium">
                {t(`preferences.frequency.${f}` as MessageKey)}
              </label>
              <p
                id={`${idOf(`notificationFrequency.${f}`)}-hint`}
                className="text-sm text-slate-600 dark:text-slate-400"
              >
                {t(`preferences.frequency.${f}Hint` as MessageKey)}
              </p>
            </div>
          </div>
        ))}
      </Group>

      <Group title={t('preferences.quietHours')} hint={t('preferences.quietHoursHint')}>
        <CheckboxField
          id={idOf('quietHours.enabled')}
          label={t('preferences.quietHoursEnabled')}
          {...register('quietHours.enabled')}
        />
        {quietOn && (
          <div className="grid max-w-md gap-4 sm:grid-cols-2">
            <TextField
              id={idOf('quietHours.start')}
              type="time"
              label={t('preferences.quietFrom')}
              hint={t('preferences.quietTimeHint')}
              error={errorOf('quietHours.start')}
              {...register('quietHours.start')}
            />
            <TextField
              id={idOf('quietHours.end')}
              type="time"
              label={t('preferences.quietTo')}
              hint={t('preferences.quietTimeHint')}
              error={errorOf('quietHours.end')}
              {...register('quietHours.end')}
            />
          </div>
        )}
      </Group>

      <Group title={t('preferences.digest')} hint={t('preferences.digestHint')}>
        <CheckboxField
          id={idOf('emailDigest.enabled')}
          label={t('preferences.digestEnabled')}
          {...register('emailDigest.enabled')}
        />
        {digestOn && (
          <div className="max-w-xs">
            <SelectField
              id={idOf('emailDigest.day_of_week')}
              label={t('preferences.digestDay')}
              error={errorOf('emailDigest.day_of_week')}
              {...register('emailDigest.day_of_week')}
            >
              {WEEKDAYS.map((name, day) => (
                <option key={name} value={String(day)}>
                  {t(`preferences.day.${day}` as MessageKey)}
                </option>
              ))}
            </SelectField>
          </div>
        )}
      </Group>

      <Button type="submit" busy={formState.isSubmitting}>
        <Save aria-hidden="true" className="size-4" />
        {t('preferences.save')}
      </Button>
    </form>
  );
}
