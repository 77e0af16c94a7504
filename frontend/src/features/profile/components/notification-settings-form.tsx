import { toast } from "@/components/toast";
import { useNotificationSettings, useSaveNotificationSettings } from "../api/notification-settings";

/** Mails of profit and reward credits can be turned off; money leaving the account is always mailed. */
export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const current = settings.data;
  const toggle = (key: "profitEmails" | "rewardEmails", value: boolean) => {
    if (!current) return;
    save.mutate({ ...current, [key]: value }, { onSuccess: () => toast.success("Notification settings saved") });
  };
  return (
    <section className="card" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">Email notifications</h2>
      {!current ? (
        <p role="status">{settings.isError ? "Failed to load the settings" : "Loading..."}</p>
      ) : (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={current.profitEmails}
              disabled={save.isPending}
              onChange={(e) => toggle("profitEmails", e.target.checked)}
            />
            Email me when profit is credited
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={current.rewardEmails}
              disabled={save.isPending}
              onChange={(e) => toggle("rewardEmails", e.target.checked)}
            />
            Email me when a referral reward is credited
          </label>
          <p className="hint">Purchases, withdrawals and loans are always emailed.</p>
        </>
      )}
    </section>
  );
}
