/** Maps data points to SVG coordinates for the hand-drawn line chart. */
export type ChartPoint = { x: number; y: number };

export type Scale = { min: number; max: number };

export function niceScale(values: number[]): Scale {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { min: 0, max: 1 };
  const min = Math.min(0, ...finite);
  const max = Math.max(...finite);
  if (max === min) return { min, max: min + 1 };
  return { min, max: max + (max - min) * 0.1 };
}

export function toSvgPath(points: ChartPoint[], x: Scale, y: Scale, width: number, height: number): string {
  const px = (value: number) => ((value - x.min) / (x.max - x.min || 1)) * width;
  const py = (value: number) => height - ((value - y.min) / (y.max - y.min || 1)) * height;
  return points.map((point, index) => `${index === 0 ? "M" : "L"}${px(point.x).toFixed(1)},${py(point.y).toFixed(1)}`).join(" ");
}
