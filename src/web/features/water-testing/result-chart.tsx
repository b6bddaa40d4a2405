/**
 * One parameter's results over time as inline SVG (no chart library: the page stays light), with its
 * limit drawn as a dashed line. A result over the limit is a filled triangle, not only a colour; the chart
 * has a text summary (read by everyone, and by screen readers in place of the picture) and a table view.
 */
import { useId } from 'react';
import type { Parameter } from '../../../domain/water-testing/parameters';
import { useI18n } from '../../i18n';

export interface Point {
  key: string;
  date: string;
  value: number;
  label: string;
  sampleId: string;
  component: string;
  statusLabel: string;
  over: boolean;
  by: string;
}

const W = 560;
const H = 200;
const PAD = { left: 48, right: 16, top: 16, bottom: 36 };

export function ResultChart({ parameter, points }: { parameter: Parameter; points: Point[] }) {
  const { t } = useI18n();
  const id = useId();
  const sorted = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const limits = [parameter.limit?.max, parameter.limit?.min].filter(
    (v): v is number => typeof v === 'number',
  );
  const top = Math.max(...sorted.map((p) => p.value), ...limits, 1) * 1.15;
  const times = sorted.map((p) => Date.parse(p.date));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const x = (d: string) =>
    t1 === t0
      ? (PAD.left + W - PAD.right) / 2
      : PAD.left + ((Date.parse(d) - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => H - PAD.bottom - (v / top) * (H - PAD.top - PAD.bottom);
  const latest = sorted[sorted.length - 1];
  const summary = t('water.chart.summary', {
    count: String(sorted.length),
    first: sorted[0]?.date ?? '',
    last: latest?.date ?? '',
    latest: latest ? `${latest.label} ${parameter.unit}` : '',
    over: String(sorted.filter((p) => p.over).length),
  });
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  return (
    <figure className="space-y-2" aria-labelledby={titleId}>
      <figcaption>
        <h3 id={titleId} className="text-lg font-semibold">
          {parameter.label}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">({parameter.unit})</span>
        </h3>
        {parameter.limit && (
          <p className="text-sm">
            {t('water.chart.limit')}: {parameter.limit.text}.{' '}
            <span className="text-slate-600 dark:text-slate-400">
              {t('water.limitSource')}: {parameter.limit.source}
            </span>
          </p>
        )}
        <p id={summaryId} className="text-sm">
          {summary}
        </p>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full max-w-2xl text-slate-700 dark:text-slate-300"
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
      >
        <title>{`${parameter.label}: ${summary}`}</title>
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          stroke="currentColor"
        />
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={H - PAD.bottom} stroke="currentColor" />
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="12" fill="currentColor">
          0
        </text>
        <text x={PAD.left - 6} y={y(top / 1.15) + 4} textAnchor="end" fontSize="12" fill="currentColor">
          {Number((top / 1.15).toPrecision(3))}
        </text>
        {limits.map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              stroke="#b91c1c"
              strokeWidth="2"
              strokeDasharray="6 4"
            />
            <text x={W - PAD.right} y={y(v) - 4} textAnchor="end" fontSize="12" fill="#b91c1c">
              {t('water.chart.limit')} {v}
            </text>
          </g>
        ))}
        {sorted.length > 1 && (
          <polyline
            fill="none"
            stroke="#0369a1"
            strokeWidth="2"
            points={sorted.map((p) => `${x(p.date)},${y(p.value)}`).join(' ')}
          />
        )}
        {sorted.map((p) =>
          p.over ? (
            <path
              key={p.key}
              d={`M ${x(p.date)} ${y(p.value) - 7} l 7 12 h -14 z`}
              fill="#b91c1c"
              stroke="#7f1d1d"
            />
          ) : (
            <circle key={p.key} cx={x(p.date)} cy={y(p.value)} r="5" fill="#0369a1" />
          ),
        )}
        <text x={PAD.left} y={H - 10} fontSize="12" fill="currentColor">
          {sorted[0]?.date}
        </text>
        <text x={W - PAD.right} y={H - 10} textAnchor="end" fontSize="12" fill="currentColor">
          {latest?.date}
        </text>
      </svg>
      <details>
        <summary className="cursor-pointer font-medium underline">{t('water.chart.table')}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{parameter.label}</caption>
            <thead>
              <tr>
                <th scope="col" className="p-1">
                  {t('water.col.date')}
                </th>
                <th scope="col" className="p-1">
                  {t('water.col.sample')}
                </th>
                <th scope="col" className="p-1">
                  {t('water.col.component')}
                </th>
                <th scope="col" className="p-1">
                  {t('water.col.result')}
                </th>
                <th scope="col" className="p-1">
                  {t('water.col.status')}
                </th>
                <th scope="col" className="p-1">
                  {t('water.col.from')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...sorted].reverse().map((p) => (
                <tr key={p.key} className="border-t border-slate-300 dark:border-slate-700">
                  <td className="p-1">{p.date}</td>
                  <td className="p-1">{p.sampleId}</td>
                  <td className="p-1">{p.component}</td>
                  <td className="p-1">
                    {p.label} {parameter.unit}
                  </td>
                  <td className={p.over ? 'p-1 font-semibold text-red-800 dark:text-red-300' : 'p-1'}>
                    {p.statusLabel}
                  </td>
                  <td className="p-1">{p.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
