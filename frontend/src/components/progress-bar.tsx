import { clampPercent } from "@/lib/progress";

type ProgressBarProps = {
  /** 0..100; values outside are clamped. */
  value: number;
  label: string;
  /** Text under the bar; defaults to the percent with one decimal. */
  caption?: string;
  tone?: "success" | "warning" | "info";
};

export function ProgressBar({ value, label, caption, tone = "info" }: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <div className="progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={caption ?? `${percent.toFixed(1)}%`}
      >
        <div className={`progress-fill progress-${tone}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-caption">{caption ?? `${percent.toFixed(1)}%`}</p>
    </div>
  );
}
