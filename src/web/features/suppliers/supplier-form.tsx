import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SUPPLIER_KINDS } from '../../../domain/suppliers';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { useI18n } from '../../i18n';
import { applyServerErrors, summaryOf } from '../../lib/forms';
import type { Supplier, SupplierInput } from './api';

const FIELDS = [
  'name',
  'kind',
  'contactName',
  'email',
  'phone',
  'website',
  'region',
  'services',
  'ianzAccredited',
  'notes',
] as const;

/** Add or change a supplier. The server checks everything again; its messages land at the fields. */
export function SupplierForm({
  supplier,
  submitLabel,
  onSave,
}: {
  supplier?: Supplier;
  submitLabel: string;
  onSave: (input: SupplierInput) => Promise<unknown>;
}) {
  const { t } = useI18n();
  const schema = z.object({
    name: z.string().trim().min(2, t('suppliers.nameRequired')).max(120, t('suppliers.nameLong')),
    kind: z
      .string()
      .refine((v) => (SUPPLIER_KINDS as readonly string[]).includes(v), t('suppliers.kindRequired')),
    contactName: z.string().trim().max(120),
    email: z.union([z.literal(''), z.email(t('suppliers.emailInvalid'))]),
    phone: z
      .string()
      .trim()
      .regex(/^([+\d][\d\s\-().]*)?$/, t('suppliers.phoneInvalid'))
      .max(30),
    website: z
      .string()
      .trim()
      .regex(/^(https?:\/\/\S+)?$/, t('suppliers.websiteInvalid'))
      .max(300),
    region: z.string().trim().max(80),
    services: z.string().trim().max(2000),
    ianzAccredited: z.boolean(),
    notes: z.string().trim().max(5000),
  });
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    // The error summary takes focus after a failed submit (GOV.UK pattern), not the first field.
    shouldFocusError: false,
    defaultValues: {
      name: supplier?.name ?? '',
      kind: supplier?.kind ?? '',
      contactName: supplier?.contactName ?? '',
      email: supplier?.email ?? '',
      phone: supplier?.phone ?? '',
      website: supplier?.website ?? '',
      region: supplier?.region ?? '',
      services: supplier?.services ?? '',
      ianzAccredited: supplier?.ianzAccredited ?? false,
      notes: supplier?.notes ?? '',
    },
  });
  const kind = watch('kind');
  const onSubmit = handleSubmit(async (v) => {
    try {
      await onSave({
        ...v,
        kind: v.kind as SupplierInput['kind'],
        ianzAccredited: v.kind === 'laboratory' ? v.ianzAccredited : null,
      });
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS)) setError('root', { message: (err as Error).message });
    }
  });
  const optional = { optional: true, optionalLabel: t('common.optional') };
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-xl space-y-4">
      <ErrorSummary
        submitCount={submitCount}
        title={t('common.errorSummary')}
        errors={summaryOf(errors)}
        idFor={(f) => (f === 'root' ? 'supplier-name' : `supplier-${f}`)}
      />
      <TextField
        id="supplier-name"
        label={t('suppliers.name')}
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        id="supplier-kind"
        label={t('suppliers.kind')}
        error={errors.kind?.message}
        {...register('kind')}
      >
        <option value="">{t('suppliers.chooseKind')}</option>
        {SUPPLIER_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`suppliers.kind.${k}`)}
          </option>
        ))}
      </SelectField>
      {kind === 'laboratory' && (
        <CheckboxField
          id="supplier-ianzAccredited"
          label={t('suppliers.ianz')}
          hint={t('suppliers.ianzHint')}
          {...register('ianzAccredited')}
        />
      )}
      <TextField
        id="supplier-contactName"
        label={t('suppliers.contactName')}
        {...optional}
        error={errors.contactName?.message}
        {...register('contactName')}
      />
      <TextField
        id="supplier-email"
        type="email"
        label={t('suppliers.email')}
        {...optional}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="supplier-phone"
        type="tel"
        label={t('suppliers.phone')}
        {...optional}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        id="supplier-website"
        type="url"
        label={t('suppliers.website')}
        hint={t('suppliers.websiteHint')}
        {...optional}
        error={errors.website?.message}
        {...register('website')}
      />
      <TextField
        id="supplier-region"
        label={t('suppliers.region')}
        {...optional}
        error={errors.region?.message}
        {...register('region')}
      />
      <TextAreaField
        id="supplier-services"
        label={t('suppliers.services')}
        hint={t('suppliers.servicesHint')}
        {...optional}
        error={errors.services?.message}
        {...register('services')}
      />
      <TextAreaField
        id="supplier-notes"
        label={t('suppliers.notes')}
        {...optional}
        error={errors.notes?.message}
        {...register('notes')}
      />
      <Button type="submit" busy={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
