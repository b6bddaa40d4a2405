import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { taskFields } from '../../../domain/contractor-work';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextAreaField, TextField } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { applyServerErrors, summaryOf } from '../../lib/forms';

const longText = (max: number) =>
  z
    .string()
    .max(max, { error: `Use at most ${max} characters.` })
    .transform((v) => v.trim() || null);

const schema = z.object({
  title: taskFields.title,
  scheduledDate: taskFields.scheduledDate,
  details: longText(4000),
  equipment: longText(1000),
  materials: longText(1000),
  safetyNotes: longText(1000),
});
type Input = z.input<typeof schema>;
export type TaskFormValues = z.output<typeof schema>;

/**
 * One form for every way a task is planned: taking on offered work (title fixed by its source), planning
 * one, asking for one (provider staff), changing one. Messages at the fields; the summary after a submit.
 */
export function TaskForm({
  initial,
  titleFixed,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: Partial<Record<keyof Input, string | null>>;
  titleFixed?: boolean;
  submitLabel: string;
  onSubmit: (values: TaskFormValues) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useI18n();
  const prefix = useId().replace(/:/g, '');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Input, unknown, TaskFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: initial.title ?? '',
      scheduledDate: initial.scheduledDate ?? '',
      details: initial.details ?? '',
      equipment: initial.equipment ?? '',
      materials: initial.materials ?? '',
      safetyNotes: initial.safetyNotes ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      if (!applyServerErrors(err, setError, Object.keys(schema.shape)))
        setError('root', { message: (err as Error).message });
    }
  });
  const id = (f: string) => `${prefix}-${f}`;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <ErrorSummary
        submitCount={submitCount}
        title={t('common.errorSummary')}
        errors={summaryOf(errors)}
        idFor={(f) => id(f === 'root' ? 'scheduledDate' : f)}
      />
      {!titleFixed && (
        <TextField
          id={id('title')}
          label={t('work.task.title')}
          error={errors.title?.message}
          {...register('title')}
        />
      )}
      <TextField
        id={id('scheduledDate')}
        type="date"
        label={t('work.task.date')}
        error={errors.scheduledDate?.message}
        {...register('scheduledDate')}
      />
      <TextAreaField
        id={id('details')}
        label={t('work.task.details')}
        optional
        optionalLabel={t('common.optional')}
        error={errors.details?.message}
        {...register('details')}
      />
      <TextField
        id={id('equipment')}
        label={t('work.task.equipment')}
        hint={t('work.task.equipmentHint')}
        optional
        optionalLabel={t('common.optional')}
        error={errors.equipment?.message}
        {...register('equipment')}
      />
      <TextField
        id={id('materials')}
        label={t('work.task.materials')}
        hint={t('work.task.materialsHint')}
        optional
        optionalLabel={t('common.optional')}
        error={errors.materials?.message}
        {...register('materials')}
      />
      <TextAreaField
        id={id('safetyNotes')}
        label={t('work.task.safety')}
        hint={t('work.task.safetyHint')}
        optional
        optionalLabel={t('common.optional')}
        error={errors.safetyNotes?.message}
        {...register('safetyNotes')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
