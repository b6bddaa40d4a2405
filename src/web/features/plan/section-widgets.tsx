/**
 * The pages that do more than ask: 2.3 adds up its tanks, 2.5 works out the daily demand (and offers
 * 1.1's peak population), 2.6 works out storage from 2.5 and 2.3, 4.1 offers the risk register as
 * suggestions for the school's own supply (2.1, 2.2), and 4.2 gathers 4.1's improvement actions. Each
 * reads the other sections' saved answers, so nobody types a figure twice; a figure worked out for a
 * field is offered with a button, never written over what the school typed.
 */

import { CheckCircle2, Plus, Undo2, X, XCircle } from 'lucide-react';
import { useState } from 'react';
import { findSectionById, sectionRoute } from '../../../domain/plan/catalogue';
import {
  calculateDemand,
  DEMAND_CONSTANTS,
  demandInputFromPlan,
  finiteOrNull,
} from '../../../domain/plan/demand';
import { formatNumber } from '../../../domain/plan/format';
import { formFor } from '../../../domain/plan/forms';
import { optionValue } from '../../../domain/plan/forms/part-5';
import { risksWithUnscheduledActions } from '../../../domain/plan/improvements';
import {
  componentsForSupply,
  findRegisterRisk,
  SUPPLY_COMPONENTS,
  suggestionsFor,
} from '../../../domain/plan/risk-register';
import { Button, ButtonLink } from '../../components/ui/button';
import { Alert, Card } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import { type MaintenanceEntry, useMaintenanceLog } from '../contractor';
import { useSchool } from '../school';
import { useSection } from './api';
import { askedElsewhereExtras } from './asked-elsewhere';
import { DemandFloorNote } from './demand-floor-note';
import type { GroupExtra } from './section-form';
import { type Content, newRowId } from './section-form';
import { withSizeGuidance } from './size-guidance';
import { SupplySizePanel } from './supply-size-panel';
import { WaterResultPrompt } from './water-result-prompt';

interface Props {
  schoolId: string;
  sectionId: string;
  content: Content;
  setField: (name: string, value: unknown) => void;
  canEdit: boolean;
}

/** Extra panels for the section's first group, or undefined for sections without any. */
export function useSectionWidgets(props: Props): Record<string, GroupExtra> | undefined {
  const first = formFor(props.sectionId).groups[0]?.id ?? 'main';
  switch (props.sectionId) {
    case 'maintenance-servicing':
      return { [first]: <FromMaintenanceLog {...props} /> };
    case 'background':
      return {
        [first]: <FromSchoolRecord {...props} />,
        population: { after: <SupplySizePanel {...props} /> },
      };
    case 'storage':
      return { [first]: { after: <TankTotal {...props} /> } };
    case 'daily-demand':
      return { [first]: { after: <DailyDemandFigures {...props} /> } };
    case 'demand-storage':
      return { [first]: <DemandCalculator {...props} /> };
    case 'risk-assessment':
      return { [first]: <RiskSuggestions {...props} /> };
    case 'improvement-schedule':
      return { [first]: <ActionsFromRisks {...props} /> };
    case 'water-quality-monitoring':
      return withSizeGuidance(props, { results: { after: <WaterResultPrompt {...props} /> } });
    default:
      return withSizeGuidance(props, askedElsewhereExtras(props));
  }
}

const arr = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);
const rowsOf = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? (v as Record<string, unknown>[]) : [];

function DemandCalculator({ schoolId, content }: Props) {
  const { t } = useI18n();
  const source = useSection(schoolId, 'source');
  const storage = useSection(schoolId, 'storage');
  const daily = useSection(schoolId, 'daily-demand');
  const input = demandInputFromPlan({
    source: source.data?.content,
    storage: storage.data?.content,
    dailyDemand: daily.data?.content,
    demandStorage: content,
  });
  const result = calculateDemand(input);
  const link = (id: string) => {
    const s = findSectionById(id)!;
    return (
      <ButtonLink to={sectionRoute(schoolId, s)} variant="ghost" size="sm">
        {t('plan.demand.edit', { section: `${s.number} ${s.title}` })}
      </ButtonLink>
    );
  };
  const litres = (n: number) => `${formatNumber(Math.round(n))} L`;
  const missingNames: Record<string, string> = {
    population: t('plan.demand.population'),
    perPersonLitres: t('plan.demand.perPerson'),
    storageLitres: t('plan.demand.storage'),
    days: t('plan.demand.days'),
  };
  return (
    <Card aria-labelledby="demand-title" className="space-y-4">
      <h2 id="demand-title" className="text-xl font-semibold">
        {t('plan.demand.title')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <Row
          label={t('plan.demand.population')}
          value={input.population === null ? '—' : formatNumber(input.population)}
        />
        <Row
          label={t('plan.demand.perPerson')}
          value={input.perPersonLitres === null ? '—' : `${formatNumber(input.perPersonLitres)} L`}
        />
        <Row label={t('plan.demand.daily')} value={result.ok ? litres(result.dailyDemandLitres) : '—'} />
        <Row label={t('plan.demand.days')} value={input.days === null ? '—' : String(input.days)} />
        <Row
          label={t('plan.demand.required')}
          value={result.ok ? litres(result.requiredStorageLitres) : '—'}
        />
        <Row
          label={t('plan.demand.storage')}
          value={input.storageLitres === null ? '—' : litres(input.storageLitres)}
        />
        {result.ok && (
          <Row
            label={t('plan.demand.daysOfSupply')}
            value={t('plan.demand.daysValue', { days: result.daysOfSupply })}
          />
        )}
      </dl>
      {!result.ok && (result.missing.length > 0 || result.invalid.length > 0) && (
        <Alert tone="info">
          {t('plan.demand.missing', {
            fields: [...result.missing, ...result.invalid.map((i) => i.name)]
              .map((n) => missingNames[n])
              .join(', '),
          })}
        </Alert>
      )}
      {result.ok && result.compliant && (
        <p className="flex items-center gap-2 font-medium text-green-800 dark:text-green-300">
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {t('plan.demand.ok')}
        </p>
      )}
      {result.ok && !result.compliant && (
        <p role="status" className="flex items-start gap-2 font-medium text-red-700 dark:text-red-400">
          <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {result.message} ({litres(result.shortfallLitres)})
          </span>
        </p>
      )}
      <DemandFloorNote input={input} result={result} />
      <div className="flex flex-wrap gap-2">
        {link('daily-demand')}
        {link('storage')}
        {link('source')}
      </div>
      <details>
        <summary className="cursor-pointer font-medium">{t('plan.demand.sourcesTitle')}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {Object.values(DEMAND_CONSTANTS).map((c) => (
            <li key={c.source}>{c.source}</li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

/** A figure worked out from other answers, offered for a field: a button when it differs, a tick when it matches. */
function Offer({
  text,
  matches,
  button,
  onUse,
  canEdit,
}: {
  text: string;
  matches: boolean;
  button: string;
  onUse: () => void;
  canEdit: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-900">
      <p className="flex items-start gap-2">
        {matches && <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />}
        <span>
          {text}
          {matches && ` ${t('plan.figures.matches')}`}
        </span>
      </p>
      {!matches && canEdit && (
        <Button type="button" variant="secondary" size="sm" onClick={onUse}>
          {button}
        </Button>
      )}
    </div>
  );
}

/**
 * 1.1: what the school's record in WaiKura already says (name, Ministry number, address, given when the
 * school was added), offered for the answers that are still empty.
 */
function FromSchoolRecord({ schoolId, content, setField, canEdit }: Props) {
  const { t } = useI18n();
  const school = useSchool(schoolId).data?.school;
  if (!school || !canEdit) return null;
  const empty = (name: string) =>
    content[name] === undefined || content[name] === null || content[name] === '';
  const known: [string, string, string][] = [
    ['school_name', t('plan.figures.record.name'), school.name],
    [
      'school_number',
      t('plan.figures.record.number'),
      school.moeNumber === null ? '' : String(school.moeNumber),
    ],
    ['address', t('plan.figures.record.address'), school.address ?? ''],
  ];
  const offered = known.filter(([name, , value]) => value !== '' && empty(name));
  if (offered.length === 0) return null;
  return (
    <div className="space-y-2 rounded-md border border-slate-300 bg-slate-50 p-3 dark:border-slate-600 dark:bg-slate-900">
      <p>{t('plan.figures.record.intro')}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {offered.map(([name, label, value]) => (
          <div key={name} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => {
          for (const [name, , value] of offered) setField(name, value);
        }}
      >
        {t('plan.figures.record.use')}
      </Button>
    </div>
  );
}

/**
 * 8.3: work contractors logged in WaiKura (the maintenance log) that is not in the servicing records yet,
 * offered row by row. A row added from the log keeps its entry's id (`from_log`), so it is offered once.
 */
function FromMaintenanceLog({ schoolId, content, setField, canEdit }: Props) {
  const { t } = useI18n();
  const log = useMaintenanceLog(schoolId);
  const records = rowsOf(content.maintenance_records);
  const added = new Set(records.map((r) => r.from_log));
  const pending = (log.data?.entries ?? []).filter((e) => !added.has(e.id));
  if (!canEdit || pending.length === 0) return null;
  const rowFrom = (e: MaintenanceEntry) => ({
    id: newRowId(),
    from_log: e.id,
    date: e.performedOn,
    equipment: optionValue(e.component),
    work_done: [
      e.workDone,
      e.equipmentUsed && `${t('plan.fromLog.equipment')}: ${e.equipmentUsed}`,
      e.materialsUsed && `${t('plan.fromLog.materials')}: ${e.materialsUsed}`,
      e.followUpNeeded && t('plan.fromLog.followUp'),
    ]
      .filter(Boolean)
      .join('\n')
      .slice(0, 4000),
    done_by: e.recordedByName,
  });
  const add = (entries: MaintenanceEntry[]) =>
    setField('maintenance_records', [...entries.map(rowFrom), ...records]);
  return (
    <Card aria-labelledby="from-log-title" className="space-y-3">
      <h2 id="from-log-title" className="text-xl font-semibold">
        {t('plan.fromLog.title')}
      </h2>
      <p>{t('plan.fromLog.intro')}</p>
      <ul className="list-none space-y-3 p-0">
        {pending.map((e) => (
          <li
            key={e.id}
            className="rounded-md border border-slate-300 p-3 dark:border-slate-600"
            data-user-content=""
          >
            <p className="font-medium">
              {e.performedOn} · {e.component} · {e.recordedByName}
            </p>
            <p className="whitespace-pre-wrap text-sm text-slate-700 dark:text-slate-300">{e.workDone}</p>
            {e.followUpNeeded && (
              <p className="text-sm font-medium text-amber-800 dark:text-amber-300">
                {t('plan.fromLog.followUp')}
              </p>
            )}
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => add([e])}>
              <Plus aria-hidden="true" className="size-4" />
              {t('plan.fromLog.add')}
            </Button>
          </li>
        ))}
      </ul>
      {pending.length > 1 && (
        <Button size="sm" onClick={() => add(pending)}>
          {t('plan.fromLog.addAll', { count: pending.length })}
        </Button>
      )}
    </Card>
  );
}

/** 2.3: the tanks' volumes added up, offered as the total storage. */
function TankTotal({ content, setField, canEdit }: Props) {
  const { t } = useI18n();
  const volumes = rowsOf(content.tanks)
    .map((r) => finiteOrNull(r.volume))
    .filter((v): v is number => v !== null);
  if (volumes.length === 0) return null;
  const total = volumes.reduce((sum, v) => sum + v, 0);
  const typed = finiteOrNull(content.storage_capacity);
  return (
    <Offer
      text={t('plan.figures.tanks', {
        count: volumes.length,
        litres: formatNumber(total),
      })}
      matches={typed === total}
      button={t('plan.figures.use', { value: `${formatNumber(total)} L` })}
      onUse={() => setField('storage_capacity', total)}
      canEdit={canEdit}
    />
  );
}

/** 2.5: people × litres per person, offered as the daily demand; 1.1's peak population offered as the people. */
function DailyDemandFigures({ schoolId, content, setField, canEdit }: Props) {
  const { t } = useI18n();
  const background = useSection(schoolId, 'background');
  const peak = finiteOrNull(background.data?.content.peak_population);
  const people = finiteOrNull(content.demand_population);
  const perPerson = finiteOrNull(content.per_person_demand);
  const product = people !== null && perPerson !== null ? Math.round(people * perPerson) : null;
  return (
    <div className="space-y-3">
      {peak !== null && people !== peak && (
        <Offer
          text={t('plan.figures.peak', { people: formatNumber(peak) })}
          matches={false}
          button={t('plan.figures.use', { value: formatNumber(peak) })}
          onUse={() => setField('demand_population', peak)}
          canEdit={canEdit}
        />
      )}
      {product !== null && (
        <Offer
          text={t('plan.figures.daily', {
            people: formatNumber(people!),
            litres: formatNumber(perPerson!),
            total: formatNumber(product),
          })}
          matches={finiteOrNull(content.daily_demand) === product}
          button={t('plan.figures.use', { value: `${formatNumber(product)} L` })}
          onUse={() => setField('daily_demand', product)}
          canEdit={canEdit}
        />
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

/** Suggested risks shown before "Show N more". */
const SUGGESTIONS_SHOWN = 3;

function RiskSuggestions({ schoolId, content, setField, canEdit }: Props) {
  const { t, enLang } = useI18n();
  const source = useSection(schoolId, 'source');
  const treatment = useSection(schoolId, 'treatment');
  const risks = rowsOf(content.risks);
  const rejected = arr(content.rejected_suggestions);
  const used = new Set(risks.map((r) => r.register_id).filter(Boolean) as string[]);
  const components = componentsForSupply({
    sourceTypes: arr(source.data?.content.source_type),
    treatmentTypes: arr(treatment.data?.content.treatment_type),
  });
  const all = suggestionsFor(components).filter((s) => !used.has(s.risk.id));
  const open = all.filter((s) => !rejected.includes(s.risk.id));
  const setAside = all.filter((s) => rejected.includes(s.risk.id));
  // A few at a time keeps the page short; the rest are one press away.
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? open : open.slice(0, SUGGESTIONS_SHOWN);
  const label = (c: string) => SUPPLY_COMPONENTS.find((x) => x.value === c)?.label ?? c;
  const accept = (id: string) => {
    const found = findRegisterRisk(id);
    if (!found) return;
    const { risk, component } = found;
    setField('risks', [
      ...risks,
      {
        id: newRowId(),
        component,
        register_id: risk.id,
        event: risk.eventDescription,
        causes: risk.possibleCauses,
        identification: risk.existingIdentificationMeasures,
        preventive: risk.existingPreventiveMeasures,
        likelihood: risk.likelihood,
        residual_risk: risk.residualRisk,
        improvement_action: risk.improvementActions,
      },
    ]);
  };
  const reject = (id: string) => setField('rejected_suggestions', [...rejected, id]);
  const undo = (id: string) =>
    setField(
      'rejected_suggestions',
      rejected.filter((x) => x !== id),
    );
  if (!canEdit) return null;
  return (
    <Card aria-labelledby="suggestions-title" className="space-y-4">
      <h2 id="suggestions-title" className="text-xl font-semibold">
        {t('plan.risks.suggestionsTitle')}
      </h2>
      <p>{t('plan.risks.suggestionsIntro')}</p>
      {open.length === 0 && <p>{t('plan.risks.none')}</p>}
      <ul className="list-none space-y-3 p-0">
        {shown.map(({ component, risk }) => (
          <li key={risk.id} className="rounded-md border border-slate-300 p-4 dark:border-slate-600">
            {/* The register's suggestions are plan content, English like the plan's questions (decision 042). */}
            <h3 lang={enLang} className="font-semibold">
              {risk.title}
            </h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t('plan.risks.component', { component: label(component) })} ·{' '}
              {t('plan.risks.residual', { level: risk.residualRisk })}
            </p>
            <p lang={enLang} className="mt-1">
              {risk.eventDescription}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => accept(risk.id)}
                aria-label={`${t('plan.risks.accept')}: ${risk.title}`}
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('plan.risks.accept')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => reject(risk.id)}
                aria-label={`${t('plan.risks.reject')}: ${risk.title}`}
              >
                <X aria-hidden="true" className="size-4" />
                {t('plan.risks.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {shown.length < open.length && (
        <Button variant="secondary" onClick={() => setShowAll(true)}>
          {t('plan.risks.showMore', { count: open.length - shown.length })}
        </Button>
      )}
      {setAside.length > 0 && (
        <details>
          <summary className="cursor-pointer font-medium">
            {t('plan.risks.rejectedTitle', { count: setAside.length })}
          </summary>
          <ul className="mt-2 list-none space-y-2 p-0">
            {setAside.map(({ risk }) => (
              <li key={risk.id} className="flex flex-wrap items-center justify-between gap-2">
                <span lang={enLang}>{risk.title}</span>
                <Button size="sm" variant="ghost" onClick={() => undo(risk.id)}>
                  <Undo2 aria-hidden="true" className="size-4" />
                  {t('plan.risks.undoReject')}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}

function ActionsFromRisks({ schoolId, content, setField, canEdit }: Props) {
  const { t } = useI18n();
  const assessment = useSection(schoolId, 'risk-assessment');
  const schedule = rowsOf(content.improvement_actions);
  const pending = risksWithUnscheduledActions(rowsOf(assessment.data?.content.risks), schedule);
  if (!canEdit || !assessment.data) return null;
  const add = (risk: Record<string, unknown>) =>
    setField('improvement_actions', [
      ...schedule,
      {
        id: newRowId(),
        action: String(risk.improvement_action ?? '').trim(),
        from_risk: String(risk.id ?? ''),
        risk: String(risk.event ?? '').slice(0, 500),
        status: 'planned',
      },
    ]);
  return (
    <Card aria-labelledby="from-risks-title" className="space-y-3">
      <h2 id="from-risks-title" className="text-xl font-semibold">
        {t('plan.actions.fromRisksTitle')}
      </h2>
      {pending.length === 0 ? (
        <p>{t('plan.actions.none')}</p>
      ) : (
        <>
          <p>{t('plan.actions.fromRisksIntro')}</p>
          <ul className="list-none space-y-3 p-0">
            {pending.map((r) => (
              <li
                key={String(r.id)}
                className="rounded-md border border-slate-300 p-3 dark:border-slate-600"
                data-user-content=""
              >
                <p className="font-medium">{String(r.improvement_action)}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">{String(r.event ?? '')}</p>
                <Button size="sm" variant="secondary" className="mt-2" onClick={() => add(r)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('plan.actions.add')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
