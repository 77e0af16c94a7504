/**
 * react-hook-form over a `@app/contracts` zod schema: the form checks exactly what the server
 * parses, with the same messages. A failed submit marks each field (`aria-invalid` and its
 * message inline); the first message becomes the spec's error toast only where the page does not
 * already show it inline (one message in one place; a field drawn without its error still gets it).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, useForm } from "react-hook-form";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import { toast } from "@/components/toast";

/** The first message in the schema's field order (zod reports issues in that order). */
export function firstError(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error.message === "string" && error.message) return error.message;
  }
  return undefined;
}

/** The message is on the page under its field. */
function shownInline(message: string): boolean {
  return [...document.querySelectorAll(".field-error")].some((node) => node.textContent === message);
}

/**
 * Toasts `message` unless the page draws it under its field: React draws the refused form a few
 * ticks after the resolver answers, so this looks again for a moment before it toasts.
 */
function toastUnlessInline(message: string, show: (message: string) => void, mounted: { current: boolean }, tries = 8): void {
  // The page is gone (a test's window torn down, a server render) or the form is (the user moved
  // on): nothing to look at, and a late toast would land on another page.
  if (typeof document === "undefined" || !mounted.current) return;
  if (shownInline(message)) return;
  if (tries === 0) show(message);
  else setTimeout(() => toastUnlessInline(message, show, mounted, tries - 1), 25);
}

export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  /** The schema, or a loader of it for public pages that keep zod out of their first load. */
  schema: Schema | (() => Promise<Schema>),
  /** The empty form: text inputs start as "" even where the schema wants one of a list. */
  defaultValues: { [Key in keyof z.input<Schema>]?: unknown },
  /** The toast a refused submit raises (the share price form warns, per the spec). */
  refusedToast: "error" | "warning" = "error",
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver:
      typeof schema === "function"
        ? ((async (values, context, options) => zodResolver(await schema())(values, context, options)) as Resolver<
            z.input<Schema>,
            unknown,
            z.output<Schema>
          >)
        : zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<z.input<Schema>>,
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const submit = (onValid: (values: z.output<Schema>) => void) =>
    form.handleSubmit(onValid, (errors) => {
      const message = firstError(errors);
      if (message) toastUnlessInline(message, toast[refusedToast], mounted);
    });
  const errorOf = (name: Path<z.input<Schema>>): string | undefined => {
    const error = form.formState.errors[name];
    return typeof error?.message === "string" ? error.message : undefined;
  };
  /** A field's input props and its inline error, for `<Field {...form.field("amount")} />`. */
  const field = (name: Path<z.input<Schema>>) => ({ ...form.register(name), error: errorOf(name) });
  /** Back to the empty form after a successful send. */
  const clear = () => form.reset(defaultValues as DefaultValues<z.input<Schema>>);
  return { ...form, submit, errorOf, field, clear };
}
