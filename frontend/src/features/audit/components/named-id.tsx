import "../audit.css";

/**
 * A name with its id on hover: the name is shown, the full id is the title and part of the
 * accessible name (screen readers hear "Ada Obi · profit, id investor:…:profit").
 */
export function NamedId({ name, id }: { name: string; id: string }) {
  return (
    <span className="named-id" title={id}>
      {name}
      <span className="sr-only">, id {id}</span>
    </span>
  );
}

/** An id alone, shortened with an ellipsis; the full id on hover and for screen readers. */
export function ShortId({ id }: { id: string }) {
  return (
    <code className="short-id" title={id}>
      {id}
    </code>
  );
}
