import { rejectionReason } from "@app/contracts/api/review";
import { type ReactNode, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";
import { ActionCodeField } from "./action-code-field";
import { ConfirmDialog } from "./confirm-dialog";
import { COMMON_REJECTION_REASONS } from "./rejection-reasons";
import { TextAreaField } from "./field";

export type ReviewDecision = "approve" | "reject";

/** What the admin adds to a decision: the authenticator code to approve, the reason to reject. */
export type ReviewAnswer = { code?: string; reason?: string };

/** A decision's request body: the code and the reason only when given (older servers took an empty body). */
function reviewBody({ code, reason }: ReviewAnswer): { body?: ReviewAnswer } {
  const body = { ...(code ? { code } : {}), ...(reason ? { reason } : {}) };
  return Object.keys(body).length > 0 ? { body } : {};
}

/** PUTs a decision to `url` with the admin's answer, keyed by its intent's Idempotency-Key. */
export function sendReview<T = unknown>(url: string, idempotencyKey: string | undefined, answer: ReviewAnswer): Promise<T> {
  return apiRequest<T>(url, { method: "PUT", idempotencyKey, ...reviewBody(answer) });
}

/**
 * A review endpoint's fetcher: PUTs the decision on request `id` to the URL the endpoint names
 * (`id` comes URL-encoded), with the admin's answer.
 */
export function reviewFetcher<T = unknown, D extends string = ReviewDecision>(urlOf: (id: string, decision: D) => string) {
  return ({ id, decision, ...answer }: { id: string; decision: D } & ReviewAnswer, idempotencyKey?: string): Promise<T> =>
    sendReview<T>(urlOf(encodeURIComponent(id), decision), idempotencyKey, answer);
}

/** The approve and the reject write behind one dialog: the one a decision sends, and whether either is in flight. */
export function useDecisionWrites<W extends { isPending: boolean }>(useWrite: (decision: ReviewDecision) => W) {
  const approve = useWrite("approve");
  const reject = useWrite("reject");
  return {
    busy: approve.isPending || reject.isPending,
    writeFor: (decision: ReviewDecision) => (decision === "approve" ? approve : reject),
  };
}

type ReviewDialogProps = {
  decision: ReviewDecision;
  /** What is decided ("withdrawal"): the title and Confirm read "Approve withdrawal" or "Reject withdrawal". */
  subject: string;
  /** Names who, what and how much: the admin reads it before deciding. */
  message: ReactNode;
  details?: { label: string; value: ReactNode }[];
  busy: boolean;
  /** Quick picks for the reason; the screen's own first. */
  reasons?: string[];
  onConfirm: (answer: ReviewAnswer) => void;
  onCancel: () => void;
};

/**
 * The confirmation of an admin's decision on a request: approving asks for the authenticator
 * code when the server requires it; rejecting asks for the reason the investor is shown, checked
 * with the API's own rule (3 to 500 characters) before Confirm turns on.
 */
export function ReviewDialog({ decision, subject, reasons = COMMON_REJECTION_REASONS, onConfirm, ...dialog }: ReviewDialogProps) {
  const codeRequired = useActionCodeRequired();
  const label = `${decision === "approve" ? "Approve" : "Reject"} ${subject}`;
  const [code, setCode] = useState("");
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const askCode = codeRequired && decision === "approve";
  const checked = rejectionReason.safeParse(reason);
  const reasonError = decision === "reject" && touched && !checked.success ? checked.error.issues[0]?.message : undefined;
  const confirm = () => {
    if (decision === "approve") return onConfirm(askCode ? { code } : {});
    if (!checked.success) return setTouched(true);
    onConfirm({ reason: checked.data });
  };
  return (
    <ConfirmDialog
      open
      {...dialog}
      title={label}
      confirmLabel={label}
      danger={decision === "reject"}
      confirmDisabled={decision === "reject" && !checked.success}
      onConfirm={confirm}
    >
      {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      {decision === "reject" ? (
        <>
          <TextAreaField
            label="Reason (shown to the investor)"
            name="reason"
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            hint="3 to 500 characters."
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          <fieldset className="quick-reasons">
            <legend>Common reasons</legend>
            {reasons.map((text) => (
              <button key={text} type="button" className="btn btn-small btn-secondary" onClick={() => setReason(text)}>
                {text}
              </button>
            ))}
          </fieldset>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
