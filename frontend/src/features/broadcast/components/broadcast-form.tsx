import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateBroadcast } from "@/domain/form-rules";
import { useSendBroadcast } from "../api/send-broadcast";

export function BroadcastForm() {
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const send = useSendBroadcast();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateBroadcast({ subject, message });
    if (problem) {
      toast.error(problem);
      return;
    }
    send.mutate(
      { subject: subject.trim(), message },
      {
        onSuccess: (data) => {
          toast.success(data?.message || "Broadcast sent");
          setSubject("");
          setMessage("");
        },
      },
    );
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Broadcast form">
      <Field label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
      <div className="field">
        <label htmlFor="broadcast-message">Message (HTML allowed)</label>
        <textarea id="broadcast-message" rows={8} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Broadcast"}
      </button>
    </form>
  );
}
