import './messages';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CALCULATOR_PATHS,
  CALCULATORS,
  type CalculatorId,
  type CalculatorResult,
  type FailureCost,
  INPUTS,
  type InputKey,
  type InputProblem,
  type InputSpec,
  inputKeys,
  parseInput,
} from '../../../domain/calculators';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/misc';
import { useI18n } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { PageTitle, Table } from '../public';
import { BarChart } from './bar-chart';
import { formatHoursNumber, formatNzd, formatPlain } from './format';

type Raw = Partial<Record<InputKey, string>>;

const noSubscribe = () => () => undefined;
/**
 * False while the prerendered HTML is hydrated (it was rendered with the defaults, and the first render
 * must match it), true afterwards and on every render the browser makes itself. The address's figures are
 * read only then, so a shared link hydrates cleanly and then shows its figures.
 */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

/**
 * The figures as typed, from the address: one parameter per figure that differs from its default, kept
 * exactly as typed (an unfinished "1," too), so opening the address shows the same inputs.
 */
function fromParams(params: URLSearchParams, keys: readonly InputKey[]): Raw {
  const raw: Raw = {};
  for (const key of keys) {
    const v = params.get(key);
    if (v !== null) raw[key] = v.slice(0, 40);
  }
  return raw;
}

function toParams(raw: Raw, keys: readonly InputKey[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const v = raw[key];
    if (v !== undefined && v !== String(INPUTS[key].default)) params.set(key, v);
  }
  return params.toString();
}

const textOf = (raw: Raw, key: InputKey) => raw[key] ?? String(INPUTS[key].default);

export function CalculatorPage({ id }: { id: CalculatorId }) {
  const { t } = useI18n();
  const calculator = CALCULATORS[id];
  const keys = useMemo(() => inputKeys(calculator), [calculator]);
  const inBrowser = useInBrowser();
  const [searchParams, setSearchParams] = useSearchParams();
  // What was typed on this page (null until the first keystroke: the address's figures until then). Kept
  // here, not read back from the address, so a keystroke is never replaced by a late navigation.
  const [typed, setTyped] = useState<Raw | null>(null);
  // Fields being typed in: their problem is said once the person leaves the field (house rule).
  const [editing, setEditing] = useState<ReadonlySet<InputKey>>(new Set());
  const [resetNote, setResetNote] = useState(false);
  const raw: Raw = typed ?? (inBrowser ? fromParams(searchParams, keys) : {});

  const wanted = typed === null ? null : toParams(typed, keys);
  const lastWritten = useRef<string | null>(null);
  useEffect(() => {
    if (wanted === null || wanted === lastWritten.current) return;
    lastWritten.current = wanted;
    setSearchParams(new URLSearchParams(wanted), { replace: true, preventScrollReset: true });
  }, [wanted, setSearchParams]);

  const parsed = keys.map((key) => ({
    key,
    text: textOf(raw, key),
    result: parseInput(textOf(raw, key), INPUTS[key]),
  }));
  const problems = parsed.filter((p) => 'problem' in p.result);
  const values: Record<string, number> = {};
  for (const p of parsed) if ('value' in p.result) values[p.key] = p.result.value;
  const result = problems.length === 0 ? calculator.compute(values) : null;

  const change = (key: InputKey, text: string) => {
    setResetNote(false);
    setTyped((prev) => ({ ...(prev ?? raw), [key]: text }));
    setEditing((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  };
  const leave = (key: InputKey) =>
    setEditing((prev) => {
      if (!prev.has(key)) return prev;
      const next = new Set(prev);
      next.delete(key);
      return next;
    });
  const reset = () => {
    setTyped({});
    setEditing(new Set());
    setResetNote(true);
  };

  const problemText = (spec: InputSpec, problem: InputProblem) =>
    t(`calc.problem.${problem}`, { min: formatPlain(spec.min), max: formatPlain(spec.max) });
  const label = (key: InputKey) => t(`calc.input.${key}.label` as MessageKey);

  return (
    <>
      <PageTitle title={t(`calc.${id}.title`)} />
      <PageHeader
        eyebrow={t(`calc.${id}.eyebrow`)}
        title={t(`calc.${id}.title`)}
        lead={t(`calc.${id}.lead`)}
      />
      <p className="max-w-3xl">{t('calc.howTo')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <form
          aria-labelledby="calc-inputs"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          className="min-w-0 space-y-8"
        >
          <h2 id="calc-inputs" className="text-2xl font-bold tracking-tight">
            {t('calc.inputs.heading')}
          </h2>
          {calculator.groups.map((group) => (
            <fieldset
              key={group.name}
              className="space-y-5 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
            >
              <legend className="px-1 text-lg font-semibold">
                {t(`calc.group.${group.name}` as MessageKey)}
              </legend>
              {group.keys.map((key) => {
                const spec = INPUTS[key];
                const p = parsed.find((x) => x.key === key)!;
                const problem = 'problem' in p.result && !editing.has(key) ? p.result.problem : null;
                return (
                  <TextField
                    key={key}
                    id={`calc-${key}`}
                    name={key}
                    label={label(key)}
                    hint={<InputHint spec={spec} />}
                    error={problem ? problemText(spec, problem) : undefined}
                    inputMode={spec.whole ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    spellCheck={false}
                    value={p.text}
                    onChange={(e) => change(key, e.currentTarget.value)}
                    onBlur={() => leave(key)}
                    className="max-w-48"
                  />
                );
              })}
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center gap-4">
            <Button variant="secondary" onClick={reset}>
              {t('calc.reset')}
            </Button>
            <p role="status" className="text-sm">
              {resetNote ? t('calc.resetDone') : ''}
            </p>
          </div>
        </form>
        <section
          aria-labelledby="calc-results"
          className="min-w-0 space-y-5 lg:sticky lg:top-4 lg:self-start"
        >
          <h2 id="calc-results" className="text-2xl font-bold tracking-tight">
            {t('calc.results.heading')}
          </h2>
          {result ? (
            <Results result={result} />
          ) : (
            <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 dark:border-amber-300 dark:bg-amber-950">
              {t('calc.results.wait', { fields: problems.map((p) => label(p.key)).join('; ') })}
            </p>
          )}
        </section>
      </div>
      {result && <Breakdown result={result} />}
      <p className="mt-8 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t('calc.caveat')}</p>
      <nav aria-labelledby="calc-more" className="mt-8">
        <h2 id="calc-more" className="text-xl font-semibold">
          {t('calc.more.heading')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {(Object.keys(CALCULATOR_PATHS) as CalculatorId[])
            .filter((other) => other !== id)
            .map((other) => (
              <li key={other}>
                <Link to={CALCULATOR_PATHS[other]} className="underline">
                  {t(`calc.more.${other}`)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}

function InputHint({ spec }: { spec: InputSpec }) {
  const { t } = useI18n();
  return (
    <>
      {spec.unit === 'count'
        ? t('calc.hintPlain', { default: formatPlain(spec.default) })
        : t('calc.hint', { unit: t(`calc.unit.${spec.unit}`), default: formatPlain(spec.default) })}{' '}
      {spec.source.kind === 'regulator'
        ? t('calc.source.regulator', { doc: t(`calc.doc.${spec.source.doc}`), page: spec.source.page })
        : t('calc.source.estimate')}
    </>
  );
}

function Results({ result }: { result: CalculatorResult & { failure?: FailureCost } }) {
  const { t } = useI18n();
  const hours = (n: number) => {
    const text = formatHoursNumber(Math.abs(n));
    // English's plural rules: "1 hour" is the only singular (not "1.0", not "0").
    return text === '1' ? t('calc.hours.one') : t('calc.hours.other', { n: text });
  };
  const hoursVars = {
    saved: hours(result.hoursSaved),
    paper: hours(result.hoursPaper),
    waikura: hours(result.hoursWaiKura),
  };
  const sameHours = formatHoursNumber(Math.abs(result.hoursSaved)) === '0';
  const moneyVars = {
    saved: formatNzd(Math.abs(result.nzdSaved)),
    paper: formatNzd(result.nzdPaper),
    waikura: formatNzd(result.nzdWaiKura),
  };
  const failureLine = result.lines.find((l) => l.key === 'failure');
  return (
    <div className="space-y-4" data-testid="calc-results">
      <p className="text-lg font-semibold">
        {sameHours
          ? t('calc.results.hoursSame', hoursVars)
          : t(result.hoursSaved > 0 ? 'calc.results.hoursSaved' : 'calc.results.hoursMore', hoursVars)}
      </p>
      <p>{t(result.nzdSaved >= 0 ? 'calc.results.moneySaved' : 'calc.results.moneyMore', moneyVars)}</p>
      <p>
        {result.savedPerDollar === null
          ? t('calc.results.noPrice')
          : t('calc.results.perDollar', { amount: formatNzd(result.savedPerDollar) })}
      </p>
      {result.failure && failureLine && (
        <p>
          {t('calc.results.failure', {
            total: formatNzd(result.failure.total),
            paper: formatNzd(failureLine.nzdPaper),
            waikura: formatNzd(failureLine.nzdWaiKura),
          })}
        </p>
      )}
      <BarChart
        title={t('calc.chart.title')}
        desc={t('calc.chart.desc', moneyVars)}
        bars={[
          { label: t('calc.chart.paper'), value: result.nzdPaper, text: moneyVars.paper, pattern: 'solid' },
          {
            label: t('calc.chart.waikura'),
            value: result.nzdWaiKura,
            text: moneyVars.waikura,
            pattern: 'striped',
          },
        ]}
      />
    </div>
  );
}

const FAILURE_PARTS = ['bottledWater', 'closure', 'retests', 'callOuts', 'staffTime', 'total'] as const;
/** Parts a supplier's failure never has (no pupils to give water to, no school to close): left out when 0. */
const SUPPLIER_ONLY_ZERO: ReadonlySet<string> = new Set(['bottledWater', 'closure']);

function Breakdown({ result }: { result: CalculatorResult & { failure?: FailureCost } }) {
  const { t } = useI18n();
  const h = (n: number) => formatHoursNumber(n);
  return (
    <div className="mt-10 space-y-6">
      <Table caption={t('calc.table.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('calc.table.what')}</th>
            <th scope="col">{t('calc.table.hoursPaper')}</th>
            <th scope="col">{t('calc.table.hoursWaiKura')}</th>
            <th scope="col">{t('calc.table.nzdPaper')}</th>
            <th scope="col">{t('calc.table.nzdWaiKura')}</th>
          </tr>
        </thead>
        <tbody>
          {result.lines.map((l) => (
            <tr key={l.key}>
              <th scope="row">{t(`calc.line.${l.key}`)}</th>
              <td>{h(l.hoursPaper)}</td>
              <td>{h(l.hoursWaiKura)}</td>
              <td>{formatNzd(l.nzdPaper)}</td>
              <td>{formatNzd(l.nzdWaiKura)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('calc.table.total')}</th>
            <td>{h(result.hoursPaper)}</td>
            <td>{h(result.hoursWaiKura)}</td>
            <td>{formatNzd(result.nzdPaper)}</td>
            <td>{formatNzd(result.nzdWaiKura)}</td>
          </tr>
        </tbody>
      </Table>
      {result.failure && (
        <Table caption={t('calc.failure.caption')} className="max-w-xl">
          <thead>
            <tr>
              <th scope="col">{t('calc.failure.part')}</th>
              <th scope="col">{t('calc.failure.cost')}</th>
            </tr>
          </thead>
          <tbody>
            {FAILURE_PARTS.filter((part) => result.failure![part] !== 0 || !SUPPLIER_ONLY_ZERO.has(part)).map(
              (part) => (
                <tr key={part}>
                  <th scope="row">{t(`calc.failure.${part}`)}</th>
                  <td>{formatNzd(result.failure![part])}</td>
                </tr>
              ),
            )}
          </tbody>
        </Table>
      )}
    </div>
  );
}
