import { useRef } from "react";
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

/** A responsive SVG line chart (no chart library): gridlines, axis labels, a legend. */
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

  return (
    <figure className="chart" ref={box}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}. Latest: ${last.join(", ")}`}>
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
          <text x={0} y={innerH + 20} className="chart-label">
            {formatTime(xScale.min)}
          </text>
          <text x={innerW} y={innerH + 20} textAnchor="end" className="chart-label">
            {formatTime(xScale.max)}
          </text>
        </g>
      </svg>
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
