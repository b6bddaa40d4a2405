import { useId } from 'react';

export interface Bar {
  label: string;
  value: number;
  /** The value as words beside the bar ("$1,070"). */
  text: string;
  /** A pattern as well as a colour, so the bars differ without colour (WCAG 1.4.1). */
  pattern: 'solid' | 'striped';
}

/**
 * A small horizontal bar chart in SVG: no chart library on a public page (decision 039). The chart is an
 * image with a title and a description in words; the table beside it is its full text alternative.
 */
export function BarChart({ title, desc, bars }: { title: string; desc: string; bars: Bar[] }) {
  // An id safe inside url(#…) whatever characters React's ids use.
  const id = `chart${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const max = Math.max(...bars.map((b) => b.value), 0);
  const rowHeight = 44;
  const labelWidth = 130;
  const valueWidth = 100;
  const width = 480;
  const barSpace = width - labelWidth - valueWidth;
  const height = bars.length * rowHeight + 8;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      className="w-full max-w-xl text-slate-900 dark:text-slate-100"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      <defs>
        <pattern
          id={`${id}-stripes`}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" className="fill-brand-100 dark:fill-brand-900" />
          <rect width="4" height="8" className="fill-brand-700 dark:fill-brand-300" />
        </pattern>
      </defs>
      {bars.map((b, i) => {
        const w = max > 0 ? Math.max((b.value / max) * barSpace, b.value > 0 ? 2 : 0) : 0;
        const y = i * rowHeight + 8;
        return (
          <g key={b.label}>
            <text x={0} y={y + 20} className="fill-current text-[15px]">
              {b.label}
            </text>
            <rect
              x={labelWidth}
              y={y + 4}
              width={w}
              height={24}
              rx={3}
              className={b.pattern === 'solid' ? 'fill-slate-600 dark:fill-slate-300' : undefined}
              fill={b.pattern === 'striped' ? `url(#${id}-stripes)` : undefined}
              stroke="currentColor"
              strokeWidth={b.value > 0 ? 1 : 0}
            />
            <text x={labelWidth + w + 6} y={y + 20} className="fill-current text-[15px] font-semibold">
              {b.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
