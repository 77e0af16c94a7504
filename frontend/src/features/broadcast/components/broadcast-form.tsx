import { useState } from "react";
import { useAdminStats } from "@/lib/queries/admin-stats";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { validateBroadcast } from "@/domain/form-rules";
import { useSendBroadcast } from "../api/send-broadcast";

/** Subject and message; Send asks first, naming how many users it reaches. */
export function BroadcastForm({ onSent }: { onSent?: (broadcastId: string) => void }) {
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [confirming, setConfirming] = useState(false);
  const send = useSendBroadcast();
  const stats = useAdminStats();
  const users = stats.data?.registeredUsers;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateBroadcast({ subject, message });
    if (problem) {
      toast.error(problem);
      return;
    }
    setConfirming(true);
  };

  const confirm = () =>
    send.mutate(
      { subject: subject.trim(), message },
      {
        onSuccess: (data) => {
          toast.success(data?.message || "Broadcast sent");
          setConfirming(false);
          setSubject("");
          setMessage("");
          if (data?.broadcastId) onSent?.(data.broadcastId);
        },
      },
    );

  const audience = users === undefined ? "every registered user" : `all ${users} registered users`;
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
      <ConfirmDialog
        open={confirming}
        title="Send broadcast"
        message={`Send “${subject.trim()}” by email to ${audience}? It cannot be recalled once sent.`}
        confirmLabel={users === undefined ? "Send to everyone" : `Send to ${users} users`}
        busy={send.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
