import { useEffect, useSyncExternalStore } from "react";
import { clearErrorToasts, dismissToast, getToasts, subscribeToasts } from "./toast-store";

/**
 * The toast: top right below the header on wide screens, at the bottom on phones (clear of the
 * page heading). Errors and warnings are announced assertively. Any form's submit clears the
 * previous try's error before the new try answers.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  useEffect(() => {
    document.addEventListener("submit", clearErrorToasts, true);
    return () => document.removeEventListener("submit", clearErrorToasts, true);
  }, []);
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
