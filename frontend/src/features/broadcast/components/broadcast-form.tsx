import { broadcastRequest } from "@app/contracts/api/broadcast";
import { useState } from "react";
import { useAdminStats } from "@/lib/queries/admin-stats";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field, TextAreaField } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSendBroadcast } from "../api/send-broadcast";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";

/** Subject and message; Send asks first, naming how many users it reaches. */
export function BroadcastForm({ onSent }: { onSent?: (broadcastId: string) => void }) {
  const form = useSchemaForm(broadcastRequest, { subject: "", message: "" });
  const [confirming, setConfirming] = useState<{ subject: string; message: string } | null>(null);
  const send = useSendBroadcast();
  const stats = useAdminStats();
  const users = stats.data?.registeredUsers;
  // With ADMIN_ACTION_CODE on, the server asks for the admin's authenticator code (as approvals do).
  const askCode = useActionCodeRequired(confirming !== null);
  const [code, setCode] = useState("");

  /** Checked by the API's schema (`broadcastRequest`); Send then asks first. */
  const onSubmit = form.submit((values) => setConfirming(values));

  const confirm = () =>
    confirming &&
    send.mutate(askCode ? { ...confirming, code } : confirming, {
      onSuccess: (data) => {
        setCode("");
        toast.success(data?.message || "Broadcast sent");
        setConfirming(null);
        form.clear();
        if (data?.broadcastId) onSent?.(data.broadcastId);
      },
    });

  const audience = users === undefined ? "every registered user" : `all ${users} registered users`;
  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Broadcast form">
      <Field label="Subject" {...form.register("subject")} error={form.errorOf("subject")} />
      <TextAreaField id="broadcast-message" label="Message (HTML allowed)" rows={8} {...form.field("message")} />
      <button type="submit" className="btn btn-primary" disabled={send.isPending}>
        {send.isPending ? "Sending..." : "Send Broadcast"}
      </button>
      <ConfirmDialog
        open={confirming !== null}
        title="Send broadcast"
        message={`Send “${confirming?.subject}” by email to ${audience}? It cannot be recalled once sent.`}
        confirmLabel={users === undefined ? "Send to everyone" : `Send to ${users} users`}
        busy={send.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      </ConfirmDialog>
    </form>
  );
}
