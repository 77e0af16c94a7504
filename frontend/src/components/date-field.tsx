import { useEffect, useId, useState } from "react";
import { type DateParts, dateValueOf, daysInMonth, MONTHS, partsOfValue, withPart } from "@/lib/date-parts";

type DateFieldProps = {
  label: string;
  /** "2026-11-27" (or "2026-11-27T14:05" with `withTime`); "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** The years offered, first to last; the value's own year is always among them. */
  years: { from: number; to: number };
  withTime?: boolean;
  hint?: string;
  error?: string;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * A date picked as day, month and year (and hour and minute), shown in the app's dd MMM yyyy
 * order whatever the browser's locale: a native date input would show mm/dd/yyyy on many phones.
 * The selects open the phone's own wheel, so nothing is typed and nothing is misread.
 */
export function DateField({ label, value, onChange, years, withTime = false, hint, error }: DateFieldProps) {
  const id = useId();
  const [parts, setParts] = useState<DateParts>(() => partsOfValue(value));
  // A value set from outside (a reset, a back navigation) replaces a half-picked date.
  useEffect(() => {
    setParts((current) => (dateValueOf(current, withTime) === value ? current : partsOfValue(value)));
  }, [value, withTime]);
  const pick = (key: keyof DateParts) => (event: { target: { value: string } }) => {
    const next = withPart(parts, key, event.target.value);
    setParts(next);
    const nextValue = dateValueOf(next, withTime);
    if (nextValue !== value) onChange(nextValue);
  };
  const yearList = range(Math.min(years.from, Number(parts.year) || years.from), Math.max(years.to, Number(parts.year) || years.to));
  const notes = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const select = (key: keyof DateParts, name: string, options: Array<{ value: string; label: string }>) => (
    <select aria-label={name} value={parts[key]} onChange={pick(key)} aria-describedby={notes} aria-invalid={error ? true : undefined}>
      <option value="">{name}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className="field date-field">
      <legend>{label}</legend>
      <div className="date-field-parts">
        {select(
          "day",
          "Day",
          range(1, daysInMonth(parts.year, parts.month)).map((d) => ({ value: String(d), label: twoDigits(d) })),
        )}
        {select(
          "month",
          "Month",
          MONTHS.map((m, i) => ({ value: String(i + 1), label: m })),
        )}
        {select(
          "year",
          "Year",
          yearList.map((y) => ({ value: String(y), label: String(y) })),
        )}
        {withTime ? (
          <>
            {select(
              "hour",
              "Hour",
              range(0, 23).map((h) => ({ value: twoDigits(h), label: twoDigits(h) })),
            )}
            {select(
              "minute",
              "Minute",
              range(0, 59).map((m) => ({ value: twoDigits(m), label: twoDigits(m) })),
            )}
          </>
        ) : null}
      </div>
      {hint ? (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}
