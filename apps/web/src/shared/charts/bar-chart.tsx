import { theme } from 'antd';
import { useId } from 'react';

export interface BarSeries {
  name: string;
  color: string;
  values: number[];
}

export interface BarChartProps {
  /** What the chart shows: the accessible name of the picture and the caption of its table. */
  title: string;
  /** One label per group of bars (e.g. the months), short; `longLabels` for the table when given. */
  labels: string[];
  longLabels?: string[];
  series: BarSeries[];
  /** How a value is written (e.g. "86,5 %"); numbers in bg-BG by default. */
  format?: (value: number) => string;
  height?: number;
}

const number = new Intl.NumberFormat('bg-BG');
const PAD_LEFT = 36;
const PAD_BOTTOM = 22;
const PAD_TOP = 8;

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((bound) => bound >= max)!;
}

/**
 * A small grouped bar chart in SVG: one group per label, one bar per series. For screen readers and keyboard users the
 * picture has a name and the same figures are in a table (visually hidden), so nothing is only in the picture.
 */
export function BarChart({
  title,
  labels,
  longLabels,
  series,
  format = (value) => number.format(value),
  height = 180,
}: BarChartProps) {
  const { token } = theme.useToken();
  const tableId = useId();
  const width = Math.max(560, labels.length * (series.length * 12 + 14) + PAD_LEFT);
  const max = niceMax(Math.max(0, ...series.flatMap((item) => item.values)));
  const plotHeight = height - PAD_BOTTOM - PAD_TOP;
  const groupWidth = (width - PAD_LEFT) / Math.max(1, labels.length);
  const barWidth = Math.min(18, (groupWidth - 6) / Math.max(1, series.length));
  const allWhole = series.every((item) => item.values.every(Number.isInteger));
  const y = (value: number) => PAD_TOP + plotHeight - (value / max) * plotHeight;

  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={title}
        aria-describedby={tableId}
        viewBox={`0 0 ${width} ${height}`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {[0, 0.5, 1]
          // A count's axis has whole numbers only (no "0,5 деца").
          .filter((share) => Number.isInteger(max * share) || !allWhole)
          .map((share) => (
            <g key={share}>
              <line x1={PAD_LEFT} x2={width} y1={y(max * share)} y2={y(max * share)} stroke={token.colorBorderSecondary} />
              <text x={PAD_LEFT - 4} y={y(max * share) + 4} textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
                {format(max * share)}
              </text>
            </g>
          ))}
        {labels.map((label, group) => {
          const left = PAD_LEFT + group * groupWidth + (groupWidth - barWidth * series.length) / 2;
          return (
            <g key={`${label}-${group}`}>
              {series.map((item, index) => {
                const value = item.values[group] ?? 0;
                return (
                  <rect
                    key={item.name}
                    x={left + index * barWidth}
                    y={y(value)}
                    width={Math.max(1, barWidth - 2)}
                    height={Math.max(0, PAD_TOP + plotHeight - y(value))}
                    fill={item.color}
                    rx={2}
                  >
                    <title>{`${longLabels?.[group] ?? label}, ${item.name}: ${format(value)}`}</title>
                  </rect>
                );
              })}
              <text
                x={PAD_LEFT + group * groupWidth + groupWidth / 2}
                y={height - 6}
                textAnchor="middle"
                fontSize={11}
                fill={token.colorTextSecondary}
              >
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <figcaption style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 12, marginTop: 4 }}>
          {series.map((item) => (
            <span key={item.name}>
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  background: item.color,
                  marginRight: 4,
                  borderRadius: 2,
                }}
              />
              {item.name}
            </span>
          ))}
        </figcaption>
      )}
      {/* A table is never narrower than its content: the hidden box is a div around it, which clips it. */}
      <div style={visuallyHidden}>
        <table id={tableId}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Период</th>
              {series.map((item) => (
                <th key={item.name} scope="col">
                  {item.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, group) => (
              <tr key={`${label}-${group}`}>
                <th scope="row">{longLabels?.[group] ?? label}</th>
                {series.map((item) => (
                  <td key={item.name}>{format(item.values[group] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
