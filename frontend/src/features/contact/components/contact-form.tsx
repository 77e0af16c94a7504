import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateContact } from "@/domain/form-rules";
import { useSendContactMessage } from "../api/send-contact-message";

const empty = { fullName: "", email: "", message: "" };

export function ContactForm() {
  const [form, setForm] = useState(empty);
  const send = useSendContactMessage();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateContact(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    send.mutate(form, {
      onSuccess: () => {
        toast.success("Message sent successfully!");
        setForm(empty);
      },
    });
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Field
        label="Full Name"
        name="fullName"
        autoComplete="name"
        value={form.fullName}
        onChange={(e) => setForm({ ...form, fullName: e.target.value })}
        required
      />
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => setForm({ ...form, email: e.target.value })}
        required
      />
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          rows={5}
          value={form.message}
          onChange={(e) => setForm({ ...form, message: e.target.value })}
          required
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
