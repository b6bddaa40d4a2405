/**
 * /schools/{id}/appendix/boil-water-notice: a notice to print and put up when the water must be boiled.
 *
 * Why it exists: after a positive E. coli result in treated water the supplier must protect people at
 * once, for example by advising everyone to boil the water before drinking it, and notify the regulator;
 * boiling is a short-term measure while the cause is found and fixed (DWQAR_Guidance_for_Small_Supplies,
 * p. 16, T1.1). Response plans must include prepared communications such as boil water notices, and
 * every boil water notice incident must be recorded (Acceptable_Solution_Roof_Water, pp. 11–12, section 9).
 * How to boil (a rolling boil, let it cool, use it for teeth and food) is general public health advice;
 * the regulator's texts we hold do not spell it out, and the page says so.
 *
 * It reads the plan: 1.1 for the school's name (the school record's name when 1.1 is empty), 1.2 and
 * 6.1 for who to contact, and 6.1's boil water notice procedure, shown to staff on screen only.
 *
 * Print: the layout's <header> and <footer> are hidden by the print rules in styles.css; everything
 * here but the notice carries `print:hidden`. No <header> element may be used inside the notice.
 */
import { AlertTriangle, ArrowLeft, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { findSectionById, type PlanSection, sectionRoute } from '../../../domain/plan/catalogue';
import { Button } from '../../components/ui/button';
import { CheckboxField, TextField } from '../../components/ui/field';
import { Alert, Card, PageHeader, Spinner } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { nzDateFormat } from '../../i18n/dates';
import { AccessProblem, useSchool } from '../school';
import { useSection } from './api';
import { nzDateString } from './download-page';

interface Contact {
  key: string;
  name: string;
  role: string;
  phone: string;
  from: '1.2' | '6.1';
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

const longDate = nzDateFormat({
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "2026-03-15" → "Sunday, 15 March 2026"; empty or invalid → null (a blank line to write on). */
function displayDate(value: string): string | null {
  if (!DATE_RE.test(value)) return null;
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? null : longDate.format(d);
}

/** The plan's contacts for an emergency: 1.2's emergency contact first, then 6.1's incident contacts. */
function planContacts(
  keyContacts: Record<string, unknown> | undefined,
  contingency: Record<string, unknown> | undefined,
  labels: { from12: string },
): Contact[] {
  const contacts: Contact[] = [];
  const name = text(keyContacts?.emergency_contact_name);
  const phone = text(keyContacts?.emergency_contact_phone);
  if (name || phone) contacts.push({ key: 'key-contacts', name, phone, role: labels.from12, from: '1.2' });
  const rows = Array.isArray(contingency?.emergency_contacts) ? contingency.emergency_contacts : [];
  rows.forEach((row, i) => {
    if (!row || typeof row !== 'object') return;
    const r = row as Record<string, unknown>;
    const rowName = text(r.name);
    const rowPhone = text(r.phone);
    if (!rowName && !rowPhone) return;
    contacts.push({
      key: `contingency-${text(r.id) || i}`,
      name: rowName,
      phone: rowPhone,
      role: text(r.role),
      from: '6.1',
    });
  });
  return contacts;
}

export default function BoilWaterNoticePage() {
  const { schoolId = '' } = useParams();
  const { t, sectionTitle } = useI18n();
  const school = useSchool(schoolId);
  const background = useSection(schoolId, 'background');
  const keyContacts = useSection(schoolId, 'key-contacts');
  const contingency = useSection(schoolId, 'contingency-plans');
  const [date, setDate] = useState(() => nzDateString());
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const dateId = useId();

  if (school.isPending || background.isPending || keyContacts.isPending || contingency.isPending) {
    return <Spinner label={t('common.loading')} />;
  }
  if (school.isError) return <AccessProblem error={school.error} />;

  const schoolName = text(background.data?.content.school_name) || school.data.school.name;
  const procedure = text(contingency.data?.content.boil_water_notice_procedure);
  const canEdit = contingency.data?.canEdit ?? false;
  const contacts = planContacts(keyContacts.data?.content, contingency.data?.content, {
    from12: t('boil.contactFrom12'),
  });
  // By default the notice shows the first emergency contact of the plan; the user ticks others.
  const selected = chosen ?? new Set(contacts.slice(0, 1).map((c) => c.key));
  const onNotice = contacts.filter((c) => selected.has(c.key));
  const toggle = (key: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
  };
  const shownDate = displayDate(date);
  const loadFailed = background.isError || keyContacts.isError || contingency.isError;

  const section61 = findSectionById('contingency-plans') as PlanSection;
  const section12 = findSectionById('key-contacts') as PlanSection;
  const link61 = `${sectionRoute(schoolId, section61)}#boil_water_notice_procedure`;
  const title61 = `${section61.number} ${sectionTitle(section61)}`;

  return (
    <div className="boil-water-notice-page space-y-8">
      <div className="space-y-8 print:hidden">
        <Link to={`/schools/${encodeURIComponent(schoolId)}`} className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('planPages.backToPlan', { school: school.data.school.name })}
        </Link>
        <PageHeader
          title={t('boil.title')}
          lead={t('boil.lead')}
          actions={
            <Button onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('boil.print')}
            </Button>
          }
        />
        {loadFailed && <Alert tone="warning">{t('boil.loadError')}</Alert>}

        <Card aria-labelledby="notice-settings-heading">
          <h2 id="notice-settings-heading" className="text-xl font-semibold">
            {t('boil.settingsHeading')}
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            <TextField
              id={dateId}
              type="date"
              label={t('boil.date')}
              hint={t('boil.dateHint')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <fieldset className="space-y-3">
              <legend className="font-medium">{t('boil.contactsLegend')}</legend>
              {contacts.length > 0 ? (
                <>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t('boil.contactsHint')}</p>
                  {contacts.map((c) => (
                    <CheckboxField
                      key={c.key}
                      label={[c.name, c.phone].filter(Boolean).join(', ')}
                      hint={
                        c.from === '1.2'
                          ? c.role
                          : [c.role, t('boil.contactFrom61')].filter(Boolean).join(' · ')
                      }
                      checked={selected.has(c.key)}
                      onChange={(e) => toggle(c.key, e.target.checked)}
                    />
                  ))}
                </>
              ) : (
                <>
                  <p>{t('boil.noContacts')}</p>
                  <Link to={sectionRoute(schoolId, section12)}>
                    {t('boil.addContacts12', { section: `${section12.number} ${sectionTitle(section12)}` })}
                  </Link>
                </>
              )}
            </fieldset>
          </div>
        </Card>

        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('boil.noticeLabel')}</p>
      </div>

      <article
        aria-labelledby="notice-heading"
        className="break-inside-avoid rounded-lg border-4 border-slate-950 bg-white p-6 text-slate-950 shadow-sm sm:p-10 print:rounded-none print:p-8 print:shadow-none"
      >
        <p className="text-xl font-semibold sm:text-2xl">{schoolName}</p>
        <h2
          id="notice-heading"
          className="mt-4 flex flex-wrap items-center gap-3 text-4xl font-extrabold leading-tight sm:text-6xl"
        >
          <AlertTriangle aria-hidden="true" className="size-12 shrink-0 sm:size-16" />
          {t('boil.noticeHeading')}
        </h2>
        <p className="mt-6 text-xl sm:text-2xl">
          {shownDate
            ? t('boil.noticeFrom', { date: shownDate, school: schoolName })
            : t('boil.noticeFromBlank', { school: schoolName })}
        </p>
        <h3 className="mt-8 text-2xl font-bold sm:text-3xl">{t('boil.whatToDo')}</h3>
        <ol className="mt-3 list-decimal space-y-3 pl-8 text-xl sm:text-2xl">
          <li>{t('boil.step1')}</li>
          <li>{t('boil.step2')}</li>
          <li>{t('boil.step3')}</li>
        </ol>
        <p className="mt-6 text-xl font-semibold sm:text-2xl">{t('boil.untilLifted')}</p>
        <h3 className="mt-8 text-2xl font-bold sm:text-3xl">{t('boil.questions')}</h3>
        {onNotice.length > 0 ? (
          <ul className="mt-3 space-y-2 text-xl sm:text-2xl">
            {onNotice.map((c) => (
              <li key={c.key}>
                <span className="font-semibold">{c.name}</span>
                {c.from === '6.1' && c.role ? ` (${c.role})` : ''}
                {c.phone ? `: ${c.phone}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-xl sm:text-2xl">{t('boil.contactBlank')}</p>
        )}
      </article>

      <div className="space-y-8 print:hidden">
        <Card aria-labelledby="procedure-heading">
          <h2 id="procedure-heading" className="text-xl font-semibold">
            {t('boil.procedureHeading')}
          </h2>
          {procedure ? (
            <>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('boil.procedureNote')}</p>
              <p className="mt-3 whitespace-pre-line">{procedure}</p>
              <p className="mt-4">
                <Link to={link61}>
                  {canEdit
                    ? t('boil.editProcedure', { section: title61 })
                    : t('boil.readProcedure', { section: title61 })}
                </Link>
              </p>
            </>
          ) : (
            <div className="mt-3 space-y-3">
              <Alert tone="warning">{t('boil.procedureEmpty')}</Alert>
              <p>
                <Link to={link61}>
                  {canEdit
                    ? t('boil.writeProcedure', { section: title61 })
                    : t('boil.readProcedure', { section: title61 })}
                </Link>
              </p>
            </div>
          )}
        </Card>

        <Card aria-labelledby="sources-heading">
          <h2 id="sources-heading" className="text-xl font-semibold">
            {t('boil.sourcesHeading')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 text-sm text-slate-700 dark:text-slate-300">
            <li>{t('boil.source1')}</li>
            <li>{t('boil.source2')}</li>
            <li>{t('boil.source3')}</li>
          </ul>
        </Card>
      </div>
    </div>
  );
}
