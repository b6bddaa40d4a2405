import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SUGGESTED_SPECIALIZATIONS } from '../../../domain/contractor-work';
import { Button } from '../../components/ui/button';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/field';
import { Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { ApiError, call, client, type Schema } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast';
import { formatDate } from '../provider';
import { AccessProblem } from '../school';

type Profile = Schema<'ContractorProfile'>;
type Cert = { id: string; name: string; issuer: string; number: string; expiresOn: string };
const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now()}-${Math.random()}`;

/** `/contractor/profile`: the contractor's listing, specialisations and certifications with their expiry. */
export default function ProfilePage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const query = useQuery({
    queryKey: ['contractor', 'profile'],
    queryFn: () => call(client.GET('/api/contractor/profile')),
  });
  if (user && user.role !== 'contractor')
    return <AccessProblem error={null} message={t('contractor.onlyContractors')} />;
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <AccessProblem error={query.error} />;
  return <ProfileForm key={query.data.version} profile={query.data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const prefix = useId().replace(/:/g, '');
  const [active, setActive] = useState(profile.profileStatus === 'active');
  const [specs, setSpecs] = useState<string[]>(profile.specializations);
  const [other, setOther] = useState('');
  const [certs, setCerts] = useState<Cert[]>(
    profile.certifications.map((c) => ({ ...c, expiresOn: c.expiresOn ?? '' })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submits, setSubmits] = useState(0);
  const save = useMutation({
    mutationFn: () =>
      call(
        client.PUT('/api/contractor/profile', {
          body: {
            version: profile.version,
            profileStatus: active ? 'active' : 'inactive',
            specializations: [...specs, ...other.split(',').map((s) => s.trim())].filter(Boolean),
            certifications: certs.map((c) => ({
              id: c.id,
              name: c.name.trim(),
              issuer: c.issuer.trim(),
              number: c.number.trim(),
              expiresOn: c.expiresOn || null,
            })),
          },
        }),
      ),
    onSuccess: (saved) => {
      qc.setQueryData(['contractor', 'profile'], saved);
      toast.success(t('work.profile.saved'));
    },
  });
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSubmits((n) => n + 1);
    const problems: Record<string, string> = {};
    certs.forEach((c, i) => {
      if (c.name.trim().length < 2)
        problems[`cert-${i}-name`] = t('work.profile.certNameNeeded', { n: i + 1 });
    });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await save.mutateAsync();
    } catch (err) {
      setErrors({
        'cert-0-name': err instanceof ApiError ? err.message : (err as Error).message,
      });
    }
  };
  const setCert = (i: number, patch: Partial<Cert>) =>
    setCerts((all) => all.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const id = (f: string) => `${prefix}-${f}`;

  return (
    <div className="space-y-8">
      <PageHeader
        eyebrow={t('role.contractor')}
        title={t('work.profile.title')}
        lead={t('work.profile.lead')}
      />
      <form noValidate onSubmit={onSubmit} className="max-w-3xl space-y-6">
        <ErrorSummary submitCount={submits} title={t('common.errorSummary')} errors={errors} idFor={id} />
        <Card className="space-y-3">
          <fieldset className="space-y-2">
            <legend className="text-xl font-semibold">{t('work.profile.listing')}</legend>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('work.profile.listingHint')}</p>
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={id('listing')}
                  className="size-5 accent-brand-800"
                  checked={active === value}
                  onChange={() => setActive(value)}
                />
                {value ? t('work.profile.listed') : t('work.profile.notListed')}
              </label>
            ))}
          </fieldset>
        </Card>
        <Card className="space-y-3">
          <fieldset className="space-y-2">
            <legend className="text-xl font-semibold">{t('work.profile.specializations')}</legend>
            {[...new Set([...SUGGESTED_SPECIALIZATIONS, ...profile.specializations])].map((s) => (
              <label key={s} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-800"
                  checked={specs.includes(s)}
                  onChange={(e) =>
                    setSpecs((all) => (e.target.checked ? [...all, s] : all.filter((x) => x !== s)))
                  }
                />
                {s}
              </label>
            ))}
          </fieldset>
          <TextField
            id={id('other')}
            label={t('work.profile.other')}
            hint={t('work.profile.otherHint')}
            optional
            optionalLabel={t('common.optional')}
            value={other}
            onChange={(e) => setOther(e.target.value)}
          />
        </Card>
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold">{t('work.profile.certifications')}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('work.profile.certificationsHint')}</p>
          {profile.certifications.some((c) => c.expiresInDays !== null && c.expiresInDays < 0) && (
            <p className="font-medium text-red-800 dark:text-red-300">{t('work.profile.someExpired')}</p>
          )}
          {certs.map((c, i) => {
            const stored = profile.certifications.find((x) => x.id === c.id);
            return (
              <fieldset key={c.id} className="space-y-3 border-t border-slate-200 pt-3 dark:border-slate-700">
                <legend className="font-medium">{c.name || t('work.profile.certN', { n: i + 1 })}</legend>
                {stored?.expiresOn && (
                  <p className="text-sm">
                    {stored.expiresInDays !== null && stored.expiresInDays < 0
                      ? t('work.profile.expired', { date: formatDate(stored.expiresOn) })
                      : t('work.profile.expiresIn', {
                          date: formatDate(stored.expiresOn),
                          days: stored.expiresInDays ?? 0,
                        })}
                  </p>
                )}
                <TextField
                  id={id(`cert-${i}-name`)}
                  label={t('work.profile.certName')}
                  value={c.name}
                  error={errors[`cert-${i}-name`]}
                  onChange={(e) => setCert(i, { name: e.target.value })}
                />
                <TextField
                  id={id(`cert-${i}-issuer`)}
                  label={t('work.profile.issuer')}
                  optional
                  optionalLabel={t('common.optional')}
                  value={c.issuer}
                  onChange={(e) => setCert(i, { issuer: e.target.value })}
                />
                <TextField
                  id={id(`cert-${i}-number`)}
                  label={t('work.profile.number')}
                  optional
                  optionalLabel={t('common.optional')}
                  value={c.number}
                  onChange={(e) => setCert(i, { number: e.target.value })}
                />
                <TextField
                  id={id(`cert-${i}-expiresOn`)}
                  type="date"
                  label={t('work.profile.expiresOn')}
                  hint={t('work.profile.expiresOnHint')}
                  optional
                  optionalLabel={t('common.optional')}
                  value={c.expiresOn}
                  onChange={(e) => setCert(i, { expiresOn: e.target.value })}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => setCerts((all) => all.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('work.profile.removeCert')}
                  <span className="sr-only">: {c.name || i + 1}</span>
                </Button>
              </fieldset>
            );
          })}
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setCerts((all) => [...all, { id: newId(), name: '', issuer: '', number: '', expiresOn: '' }])
            }
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('work.profile.addCert')}
          </Button>
        </Card>
        <Button type="submit" busy={save.isPending}>
          {t('common.save')}
        </Button>
      </form>
    </div>
  );
}
