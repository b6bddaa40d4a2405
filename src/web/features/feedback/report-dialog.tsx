import { useEffect, useId, useRef, useState } from 'react';
import { MAX_FEEDBACK_TEXT } from '../../../domain/feedback';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextAreaField, TextField } from '../../components/ui/field';
import { Alert } from '../../components/ui/misc';
import { addMessages, useI18n } from '../../i18n';
import { enFeedback } from '../../i18n/en-feedback';
import { ApiError, call, client } from '../../lib/api';
import { useAuth } from '../../lib/auth';

// Loaded on demand from the footer, on public pages too: its messages come with it.
addMessages(enFeedback);

/**
 * "Report a problem on this page": a modal dialog (the browser's own <dialog>: focus kept inside, Escape
 * closes) to report a page issue or send WaiKura staff a message. Loaded only when asked for.
 */
export function ReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const { user } = useAuth();
  const ref = useRef<HTMLDialogElement>(null);
  const prefix = useId().replace(/:/g, '');
  const id = (f: string) => `${prefix}-${f}`;
  const page = `${window.location.pathname}${window.location.search}`.slice(0, 2000);
  const [kind, setKind] = useState<'issue' | 'contact'>('issue');
  const [values, setValues] = useState({
    description: '',
    email: '',
    name: user?.name ?? '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submits, setSubmits] = useState(0);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<'issue' | 'contact' | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmits((n) => n + 1);
    const problems: Record<string, string> = {};
    const tooLong = t('feedback.error.tooLong', { max: MAX_FEEDBACK_TEXT.toLocaleString('en-NZ') });
    if (kind === 'issue') {
      if (!values.description.trim()) problems.description = t('feedback.error.description');
      else if (values.description.length > MAX_FEEDBACK_TEXT) problems.description = tooLong;
    } else {
      if (!values.name.trim()) problems.name = t('feedback.error.name');
      if (!values.subject.trim()) problems.subject = t('feedback.error.subject');
      if (!values.message.trim()) problems.message = t('feedback.error.message');
      else if (values.message.length > MAX_FEEDBACK_TEXT) problems.message = tooLong;
      if (!user && !values.email.trim()) problems.email = t('feedback.error.email');
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const email = values.email.trim() || user?.email || undefined;
      if (kind === 'issue')
        await call(
          client.POST('/api/page-issues', {
            body: { pageUrl: page, description: values.description, ...(email ? { email } : {}) },
          }),
        );
      else
        await call(
          client.POST('/api/contact-messages', {
            body: {
              name: values.name,
              email: email ?? '',
              subject: values.subject,
              message: values.message,
              pageUrl: page,
            },
          }),
        );
      setDone(kind);
    } catch (err) {
      setErrors(err instanceof ApiError && err.fields ? err.fields : { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={id('title')}
      onClose={onClose}
      className="no-print m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="space-y-4 p-6">
        <h2 id={id('title')} className="text-2xl font-semibold">
          {t('feedback.title')}
        </h2>
        {done ? (
          <>
            <Alert tone="success">
              {done === 'issue' ? t('feedback.sentIssue') : t('feedback.sentContact')}
            </Alert>
            <Button onClick={() => ref.current?.close()}>{t('feedback.close')}</Button>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <ErrorSummary submitCount={submits} title={t('common.errorSummary')} errors={errors} idFor={id} />
            <fieldset className="space-y-1">
              <legend className="font-medium">{t('feedback.kind')}</legend>
              {(['issue', 'contact'] as const).map((k) => (
                <label key={k} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={id('kind')}
                    className="size-5 accent-brand-800"
                    checked={kind === k}
                    onChange={() => setKind(k)}
                  />
                  {t(`feedback.kind.${k}`)}
                </label>
              ))}
            </fieldset>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('feedback.page', { page })}</p>
            {kind === 'issue' ? (
              <TextAreaField
                id={id('description')}
                label={t('feedback.description')}
                hint={t('feedback.descriptionHint')}
                value={values.description}
                error={errors.description}
                onChange={set('description')}
              />
            ) : (
              <>
                <TextField
                  id={id('name')}
                  label={t('feedback.name')}
                  value={values.name}
                  error={errors.name}
                  onChange={set('name')}
                />
                <TextField
                  id={id('subject')}
                  label={t('feedback.subject')}
                  value={values.subject}
                  error={errors.subject}
                  onChange={set('subject')}
                />
                <TextAreaField
                  id={id('message')}
                  label={t('feedback.message')}
                  hint={t('feedback.messageHint')}
                  value={values.message}
                  error={errors.message}
                  onChange={set('message')}
                />
              </>
            )}
            {!user && (
              <TextField
                id={id('email')}
                type="email"
                autoComplete="email"
                label={t('feedback.email')}
                hint={kind === 'issue' ? t('feedback.emailHint') : undefined}
                optional={kind === 'issue'}
                optionalLabel={t('common.optional')}
                value={values.email}
                error={errors.email}
                onChange={set('email')}
              />
            )}
            {errors.form && <Alert tone="error">{errors.form}</Alert>}
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={busy}>
                {t('feedback.send')}
              </Button>
              <Button type="button" variant="secondary" onClick={() => ref.current?.close()}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
