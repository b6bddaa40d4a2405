/**
 * /schools/{id}/incidents/{incidentId}/notice: the notice to print and put up for an incident — boil
 * water, do not drink, or no water — in English with te reo Māori beside it, with the school's contacts
 * from 1.2 and 6.1. Everything but the notice carries `print:hidden`; the layout's bars are hidden by the
 * print rules of styles.css.
 */
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  CONTACTS_HEADING_MI,
  defaultNotice,
  NOTICE_KINDS,
  type NoticeKind,
  noticeText,
} from '../../../domain/water-testing/notices';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { AccessProblem, useSchool } from '../school';
import { useIncident } from './api';

const dateOf = (value: string | Date) =>
  new Date(value).toLocaleDateString('en-NZ', {
    timeZone: 'Pacific/Auckland',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

export default function NoticePage() {
  const { schoolId = '', incidentId = '' } = useParams();
  const { t } = useI18n();
  const school = useSchool(schoolId);
  const incident = useIncident(schoolId, incidentId);
  const [chosen, setChosen] = useState<NoticeKind | null>(null);
  if (school.isPending || incident.isPending) return <Spinner label={t('common.loading')} />;
  if (school.isError) return <AccessProblem error={school.error} />;
  if (incident.isError) return <AccessProblem error={incident.error} />;
  const kind = chosen ?? defaultNotice(incident.data.kind);
  const text = noticeText(kind, school.data.school.name);
  return (
    <div className="space-y-8">
      <div className="space-y-4 print:hidden">
        <p>
          <Link to={`/schools/${schoolId}/incidents/${incidentId}`} className="underline">
            {t('notice.back')}
          </Link>
        </p>
        <PageHeader title={t('notice.title')} lead={t('notice.lead')} />
        <div className="max-w-md">
          <SelectField
            id="notice-kind"
            label={t('notice.kind')}
            value={kind}
            onChange={(e) => setChosen(e.target.value as NoticeKind)}
          >
            {NOTICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`notice.kind.${k}` as MessageKey)}
              </option>
            ))}
          </SelectField>
        </div>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('notice.print')}
        </Button>
      </div>
      <article
        aria-labelledby="notice-title"
        className="break-inside-avoid rounded-lg border-4 border-slate-950 bg-white p-6 text-slate-950 sm:p-10 print:rounded-none print:p-8"
      >
        <h2 id="notice-title" className="text-4xl font-black uppercase tracking-tight sm:text-5xl">
          {text.title.en}
        </h2>
        <p lang="mi" className="mt-2 text-2xl font-bold">
          {text.title.mi}
        </p>
        <p className="mt-4 text-lg font-semibold">
          {t('notice.from', { date: dateOf(incident.data.discoveredAt) })}
        </p>
        <ul className="mt-6 space-y-4 text-xl">
          {text.lines.map((line) => (
            <li key={line.en}>
              <p>{line.en}</p>
              <p lang="mi" className="text-lg italic">
                {line.mi}
              </p>
            </li>
          ))}
        </ul>
        {incident.data.contacts.length > 0 && (
          <div className="mt-8">
            <h3 className="text-xl font-bold">
              {t('notice.contacts')}{' '}
              <span lang="mi" className="font-semibold italic">
                / {CONTACTS_HEADING_MI}
              </span>
            </h3>
            <ul className="mt-2 space-y-1 text-lg">
              {incident.data.contacts.map((c) => (
                <li key={`${c.name}-${c.phone}`}>
                  {c.name}
                  {c.role && ` (${c.role})`}
                  {c.phone && `: ${c.phone}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </article>
      <p className="text-sm text-slate-600 dark:text-slate-400 print:hidden">
        {t('water.limitSource')}: {text.source}. {t('notice.reo')}
      </p>
    </div>
  );
}
