import { type PointerEvent, useRef, useState } from "react";
import { niceScale, toSvgPath } from "@/lib/chart-scale";
import { useElementWidth } from "@/lib/use-element-width";

export type ChartSeries = { name: string; color: string; values: { at: number; value: number }[] };

type LineChartProps = {
  title: string;
  series: ChartSeries[];
  formatValue: (value: number) => string;
  formatTime: (at: number) => string;
};

const PAD = { left: 64, right: 16, top: 12, bottom: 28 };

/**
 * A responsive SVG line chart (no chart library): gridlines, value labels, dated ticks, a legend,
 * and the values at the touched date written under it.
 */
/** A line's value at a time: its last point at or before it (a balance holds until it changes). */
function valueAt(values: { at: number; value: number }[], at: number): number {
  let value = values[0]?.value ?? 0;
  for (const point of values) if (point.at <= at) value = point.value;
  return value;
}

export function LineChart({ title, series, formatValue, formatTime }: LineChartProps) {
  // Drawn at the real pixel width so labels keep their size on a phone.
  const box = useRef<HTMLElement>(null);
  const WIDTH = useElementWidth(box, 640);
  const HEIGHT = WIDTH < 480 ? 180 : 220;
  const all = series.flatMap((line) => line.values);
  const times = all.map((point) => point.at);
  const x = niceScale(times);
  const xScale = times.length ? { min: Math.min(...times), max: Math.max(...times) } : x;
  if (xScale.max === xScale.min) xScale.max = xScale.min + 1;
  const y = niceScale(all.map((point) => point.value));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => y.min + (y.max - y.min) * f);
  const last = series.map((line) => `${line.name} ${formatValue(line.values.at(-1)?.value ?? 0)}`);
  // Dated ticks along the bottom: the first and last date and one (phone) or two between.
  const xTicks = times.length
    ? (WIDTH < 480 ? [0, 0.5, 1] : [0, 1 / 3, 2 / 3, 1]).map((f) => Math.round(xScale.min + (xScale.max - xScale.min) * f))
    : [];
  // The point nearest to a touch or the pointer: its date and every line's value show under the chart.
  const [active, setActive] = useState<{ at: number } | null>(null);
  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (!rect.width || !times.length) return;
    const at = xScale.min + ((((event.clientX - rect.left) / rect.width) * WIDTH - PAD.left) / innerW) * (xScale.max - xScale.min);
    const nearest = times.reduce((best, t) => (Math.abs(t - at) < Math.abs(best - at) ? t : best), times[0] as number);
    setActive({ at: nearest });
  };

  return (
    <figure className="chart" ref={box}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}. Latest: ${last.join(", ")}`}
        onPointerMove={pick}
        onPointerDown={pick}
      >
        <title>{title}</title>
        <g transform={`translate(${PAD.left},${PAD.top})`}>
          {ticks.map((tick) => {
            const ty = innerH - ((tick - y.min) / (y.max - y.min)) * innerH;
            return (
              <g key={tick}>
                <line x1={0} x2={innerW} y1={ty} y2={ty} className="chart-grid" />
                <text x={-8} y={ty + 4} textAnchor="end" className="chart-label">
                  {formatValue(tick)}
                </text>
              </g>
            );
          })}
          {series.map((line) => (
            <path
              key={line.name}
              d={toSvgPath(
                line.values.map((point) => ({ x: point.at, y: point.value })),
                xScale,
                y,
                innerW,
                innerH,
              )}
              fill="none"
              stroke={line.color}
              strokeWidth={2.5}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {xTicks.map((at, i) => (
            <text
              key={at}
              x={((at - xScale.min) / (xScale.max - xScale.min)) * innerW}
              y={innerH + 20}
              textAnchor={i === 0 ? "start" : i === xTicks.length - 1 ? "end" : "middle"}
              className="chart-label chart-x-tick"
            >
              {formatTime(at)}
            </text>
          ))}
          {active ? (
            <line
              x1={((active.at - xScale.min) / (xScale.max - xScale.min)) * innerW}
              x2={((active.at - xScale.min) / (xScale.max - xScale.min)) * innerW}
              y1={0}
              y2={innerH}
              className="chart-grid"
              strokeDasharray="4 3"
            />
          ) : null}
        </g>
      </svg>
      <output className="chart-readout muted small" aria-live="polite">
        {active
          ? `${formatTime(active.at)}: ${series.map((line) => `${line.name} ${formatValue(valueAt(line.values, active.at))}`).join(" · ")}`
          : "Touch or point at the chart to read a date's values."}
      </output>
      <figcaption className="chart-legend">
        {series.map((line) => (
          <span key={line.name} className="chart-legend-item">
            <span className="chart-swatch" style={{ background: line.color }} aria-hidden="true" />
            {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
