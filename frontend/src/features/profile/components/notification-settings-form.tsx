import { toast } from "@/components/toast";
import { useNotificationSettings, useSaveNotificationSettings } from "../api/notification-settings";

const choices = [
  ["profitEmails", "Email me when profit is credited"],
  ["rewardEmails", "Email me when a referral reward is credited"],
] as const;

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
          {choices.map(([name, label]) => (
            <label key={name} className="checkbox">
              <input type="checkbox" checked={current[name]} disabled={save.isPending} onChange={(e) => toggle(name, e.target.checked)} />
              {label}
            </label>
          ))}
          <p className="hint">Purchases, withdrawals and loans are always emailed.</p>
        </>
      )}
    </section>
  );
}
