import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SUPPLIER_KINDS, type SupplierKind } from '../../../domain/suppliers';
import { cn } from '../../components/ui/cn';
import { control, controlState } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { toast } from '../../lib/toast';
import { useDebounced } from '../../lib/use-debounced';
import { useSaveSupplier, useSuppliers } from './api';
import { SupplierForm } from './supplier-form';

/** Suppliers (issue 19): the laboratories, contractors and equipment suppliers provider staff work with. */
export default function SuppliersPage() {
  const { t } = useI18n();
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<SupplierKind | ''>('');
  const search = useDebounced(q.trim());
  const list = useSuppliers(search, kind);
  const save = useSaveSupplier();
  const [formKey, setFormKey] = useState(0);
  const searchId = useId();
  const kindId = useId();
  return (
    <div className="space-y-8">
      <PageHeader eyebrow={t('nav.adminLabel')} title={t('suppliers.title')} lead={t('suppliers.lead')} />
      <section aria-labelledby="suppliers-list" className="space-y-4">
        <h2 id="suppliers-list" className="text-2xl font-bold">
          {t('suppliers.listHeading')}
        </h2>
        <search aria-label={t('suppliers.filters')} className="flex flex-wrap items-end gap-4">
          <div className="w-full max-w-xs space-y-1">
            <label htmlFor={searchId} className="block font-medium">
              {t('suppliers.search')}
            </label>
            <input
              id={searchId}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              className={cn(control, controlState())}
            />
          </div>
          <div className="w-full max-w-xs space-y-1">
            <label htmlFor={kindId} className="block font-medium">
              {t('suppliers.filterKind')}
            </label>
            <select
              id={kindId}
              value={kind}
              onChange={(e) => setKind(e.target.value as SupplierKind | '')}
              className={cn(control, controlState())}
            >
              <option value="">{t('suppliers.allKinds')}</option>
              {SUPPLIER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`suppliers.kind.${k}`)}
                </option>
              ))}
            </select>
          </div>
        </search>
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.isError ? (
          <Alert tone="error" role="alert">
            <p>{list.error.message}</p>
          </Alert>
        ) : list.data.suppliers.length === 0 ? (
          <p aria-live="polite">{search || kind ? t('suppliers.noMatch') : t('suppliers.empty')}</p>
        ) : (
          <ul
            aria-live="polite"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
          >
            {list.data.suppliers.map((s) => (
              <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <div>
                  <Link to={`/suppliers/${s.id}`} className="font-medium underline">
                    {s.name}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t(`suppliers.kind.${s.kind}`)}
                    {s.kind === 'laboratory' && s.ianzAccredited ? ` · ${t('suppliers.ianzShort')}` : ''}
                    {s.region ? ` · ${s.region}` : ''}
                  </p>
                </div>
                {(s.phone || s.email) && (
                  <p className="text-sm">{[s.phone, s.email].filter(Boolean).join(' · ')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Card aria-labelledby="supplier-add">
        <h2 id="supplier-add" className="mb-4 text-xl font-semibold">
          {t('suppliers.add')}
        </h2>
        <SupplierForm
          key={formKey}
          submitLabel={t('suppliers.add')}
          onSave={async (input) => {
            const created = await save.mutateAsync(input);
            toast.success(t('suppliers.added', { name: created.name }));
            setFormKey((k) => k + 1);
          }}
        />
      </Card>
    </div>
  );
}
