import { DEFAULT_TIME_ZONE, formatTimeLabel } from "@app/contracts/time-label";
import { useMemo, useState } from "react";
import { SelectField } from "@/components/field";
import { toast } from "@/components/toast";
import { useSaveTimeZone } from "../api/time-zone";

/** Every zone this browser's Intl knows, the investor's own first when Intl lists it under another name. */
function zones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [DEFAULT_TIME_ZONE];
  return [...new Set([current, "UTC", ...known])].sort((a, b) => a.localeCompare(b));
}

/** The investor's time zone (Africa/Lagos until chosen): screens, notifications, mails and statements read in it. */
export function TimeZoneForm({ timeZone }: { timeZone: string }) {
  const [chosen, setChosen] = useState(timeZone);
  const save = useSaveTimeZone();
  const options = useMemo(() => zones(timeZone).map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") })), [timeZone]);
  return (
    <form
      className="form card"
      aria-labelledby="time-zone-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ timeZone: chosen }, { onSuccess: (saved) => toast.success(`Times now read in ${saved.timeZone}`) });
      }}
    >
      <h2 id="time-zone-title">Time zone</h2>
      <SelectField
        label="Your time zone"
        name="timeZone"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        hint={`Times read like this: ${formatTimeLabel(new Date(), chosen)}`}
        options={options}
      />
      <button type="submit" className="btn btn-primary" disabled={save.isPending || chosen === timeZone}>
        {save.isPending ? "Saving..." : "Save time zone"}
      </button>
    </form>
  );
}
