import { useSyncExternalStore } from "react";
import { dismissToast, getToasts, subscribeToasts } from "./toast-store";

/** The top-right stack of toasts. Errors and warnings are announced assertively. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className="toaster" aria-label="Notifications" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`toast toast-${item.kind}`}
          role={item.kind === "error" || item.kind === "warning" ? "alert" : "status"}
        >
          <span className="toast-message">{item.message}</span>
          <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismissToast(item.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
