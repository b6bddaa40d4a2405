import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { SupplierKind } from '../../../domain/suppliers';
import { Button } from '../../components/ui/button';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useDeleteSupplier, useSaveSupplier, useSupplier } from './api';
import { SupplierForm } from './supplier-form';

/** Questions worth asking each kind of supplier (WaiKura's own checklist, not a regulatory text). */
export const SUPPLIER_QUESTIONS: Record<SupplierKind, MessageKey[]> = {
  laboratory: ['suppliers.q.lab1', 'suppliers.q.lab2', 'suppliers.q.lab3', 'suppliers.q.lab4'],
  contractor: ['suppliers.q.con1', 'suppliers.q.con2', 'suppliers.q.con3'],
  equipment: ['suppliers.q.eq1', 'suppliers.q.eq2', 'suppliers.q.eq3'],
  other: ['suppliers.q.other1'],
};

/** One supplier: details to change, questions to ask them, and removal. `/suppliers/{id}/questions` too. */
export default function SupplierPage({ questions = false }: { questions?: boolean }) {
  const { t } = useI18n();
  const { supplierId = '' } = useParams();
  const navigate = useNavigate();
  const query = useSupplier(supplierId);
  const save = useSaveSupplier(supplierId);
  const remove = useDeleteSupplier(supplierId);
  const [confirming, setConfirming] = useState(false);
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError)
    return (
      <div className="space-y-4">
        <Alert tone="error" role="alert" title={t('suppliers.notFound')}>
          <p>{query.error.message}</p>
        </Alert>
        <Link to="/suppliers" className="underline">
          {t('suppliers.back')}
        </Link>
      </div>
    );
  const supplier = query.data;
  const askList = (
    <Card aria-labelledby="supplier-questions">
      <h2 id="supplier-questions" className="text-xl font-semibold">
        {t('suppliers.questionsHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('suppliers.questionsNote')}</p>
      <ol className="mt-3 list-decimal space-y-2 pl-6">
        {SUPPLIER_QUESTIONS[supplier.kind].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </Card>
  );
  if (questions)
    return (
      <div className="space-y-6">
        <PageHeader eyebrow={t(`suppliers.kind.${supplier.kind}`)} title={supplier.name} />
        {askList}
        <Link to={`/suppliers/${supplier.id}`} className="underline">
          {t('suppliers.backToSupplier', { name: supplier.name })}
        </Link>
      </div>
    );
  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t(`suppliers.kind.${supplier.kind}`)}
        title={supplier.name}
        actions={
          <Link to="/suppliers" className="underline">
            {t('suppliers.back')}
          </Link>
        }
      />
      {askList}
      <Card aria-labelledby="supplier-edit">
        <h2 id="supplier-edit" className="mb-4 text-xl font-semibold">
          {t('suppliers.edit')}
        </h2>
        <SupplierForm
          key={supplier.version}
          supplier={supplier}
          submitLabel={t('common.save')}
          onSave={async (input) => {
            try {
              await save.mutateAsync({ ...input, version: supplier.version });
              toast.success(t('suppliers.saved'));
            } catch (err) {
              if (err instanceof ApiError && err.status === 409) void query.refetch();
              throw err;
            }
          }}
        />
      </Card>
      <Card aria-labelledby="supplier-remove">
        <h2 id="supplier-remove" className="text-xl font-semibold">
          {t('suppliers.remove')}
        </h2>
        <p className="mt-1">{t('suppliers.removeNote')}</p>
        {confirming ? (
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={async () => {
                await remove.mutateAsync();
                toast.success(t('suppliers.removed', { name: supplier.name }));
                navigate('/suppliers');
              }}
            >
              {t('suppliers.removeConfirm', { name: supplier.name })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" className="mt-3" onClick={() => setConfirming(true)}>
            {t('suppliers.remove')}
          </Button>
        )}
      </Card>
    </div>
  );
}
