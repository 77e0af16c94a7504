import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";

type Described = { label: string; hint?: ReactNode; error?: string };

/** The ids and aria attributes of a labelled control with an optional hint and inline error. */
function useDescribed(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, aria: { "aria-describedby": describedBy, "aria-invalid": error ? true : undefined } };
}

function Notes({ hint, hintId, error, errorId }: { hint: ReactNode; hintId?: string; error?: string; errorId?: string }) {
  return (
    <>
      {hint ? (
        <small id={hintId} className="field-hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} className="field-error">
          {error}
        </small>
      ) : null}
    </>
  );
}

/**
 * A labelled input: every input of the app carries a visible label. `error` (a schema's message)
 * marks it `aria-invalid` and shows the message under it.
 */
export function Field({ label, hint, error, id, ...input }: InputHTMLAttributes<HTMLInputElement> & Described) {
  const { controlId, hintId, errorId, aria } = useDescribed(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      <input id={controlId} {...aria} {...input} />
      <Notes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A labelled select, with the same hint and inline error as Field. */
/**
 * A dollar amount, percentage or share count: text with the phone's decimal keypad, so the
 * contracts' amount rule sees what was typed ('1,000' is one thousand, '1,5' is refused with
 * 'Use a dot for decimals: 1.5'); a number input would hand it an empty value instead.
 */
export function DecimalField(props: InputHTMLAttributes<HTMLInputElement> & Described) {
  return <Field type="text" inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
}

export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> &
  Described & { options: readonly (string | { value: string; label: string })[]; placeholder?: string }) {
  const { controlId, hintId, errorId, aria } = useDescribed(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      <select id={controlId} {...aria} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <Notes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A labelled textarea, with the same hint and inline error as Field. */
export function TextAreaField({ label, hint, error, id, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & Described) {
  const { controlId, hintId, errorId, aria } = useDescribed(id, hint, error);
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      <textarea id={controlId} {...aria} {...textarea} />
      <Notes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
