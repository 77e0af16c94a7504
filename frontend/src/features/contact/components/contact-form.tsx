import { MESSAGE_SENT_SUCCESSFULLY } from "@app/contracts/messages";
import { Field, TextAreaField } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSendContactMessage } from "../api/send-contact-message";

/** The API's schema, loaded on the first check so the public page's first load carries no zod. */
const loadContactSchema = () => import("@app/contracts/api/content").then((module) => module.contactRequest);

/** Checked by the API's schema (`contactRequest`). */
export function ContactForm() {
  const form = useSchemaForm(loadContactSchema, { fullName: "", email: "", message: "" });
  const send = useSendContactMessage();

  const onSubmit = form.submit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast.success(MESSAGE_SENT_SUCCESSFULLY);
        form.clear();
      },
    }),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Field label="Full Name" autoComplete="name" required {...form.register("fullName")} error={form.errorOf("fullName")} />
      <Field label="Email" type="email" autoComplete="email" required {...form.register("email")} error={form.errorOf("email")} />
      <TextAreaField id="contact-message" label="Message" rows={5} required {...form.register("message")} error={form.errorOf("message")} />
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
