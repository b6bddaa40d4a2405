import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { WATER_SOURCES } from '../../../domain/water-sources';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { SelectField, TextField } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { waterSourceName } from '../../i18n/water-source-name';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { useCreateSchool } from './api';

export function AddSchoolForm({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const create = useCreateSchool();
  const schema = z.object({
    name: z.string().trim().min(2, t('validation.schoolName')).max(120),
    moeNumber: z
      .string()
      .trim()
      .regex(/^\d{0,5}$/, 'The Ministry of Education school number is a whole number of up to 5 digits.'),
    region: z.string().trim().max(80),
    address: z.string().trim().max(300),
    // The select offers only these: '' is "not given".
    waterSource: z.enum(['', ...WATER_SOURCES]),
  });
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', moeNumber: '', region: '', address: '', waterSource: '' },
  });
  const focused = useRef(false);
  useEffect(() => {
    if (autoFocus && !focused.current) {
      focused.current = true;
      setFocus('name');
    }
  }, [autoFocus, setFocus]);

  const onSubmit = handleSubmit(async (v) => {
    try {
      const school = await create.mutateAsync({
        name: v.name,
        moeNumber: v.moeNumber ? Number(v.moeNumber) : null,
        region: v.region || null,
        address: v.address || null,
        waterSource: v.waterSource || null,
      });
      toast.success(t('provider.schoolAdded', { school: school.name }));
      reset();
      navigate(`/waikura/school/${school.id}`);
    } catch (err) {
      if (!applyServerErrors(err, setError, ['name', 'moeNumber', 'region', 'address', 'waterSource'])) {
        setError('root', { message: (err as Error).message });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-labelledby="add-school-heading">
      <ErrorSummary
        submitCount={submitCount}
        title={t('common.errorSummary')}
        errors={summaryOf(errors)}
        idFor={(f) => (f === 'root' ? 'school-name' : `school-${f}`)}
      />
      <TextField
        id="school-name"
        label={t('provider.schoolName')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        id="school-moeNumber"
        inputMode="numeric"
        label={t('provider.moeNumber')}
        hint={t('provider.moeNumberHint')}
        error={errors.moeNumber?.message}
        {...register('moeNumber')}
      />
      <TextField
        id="school-region"
        label={t('provider.region')}
        optional
        optionalLabel={t('common.optional')}
        error={errors.region?.message}
        {...register('region')}
      />
      <TextField
        id="school-address"
        label={t('provider.address')}
        optional
        optionalLabel={t('common.optional')}
        error={errors.address?.message}
        {...register('address')}
      />
      <SelectField
        id="school-waterSource"
        label={t('provider.waterSource')}
        optional
        optionalLabel={t('common.optional')}
        {...register('waterSource')}
      >
        <option value="">—</option>
        {WATER_SOURCES.map((value) => [value, waterSourceName(t, value)] as const).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={isSubmitting}>
        {t('provider.addSchool')}
      </Button>
    </form>
  );
}
