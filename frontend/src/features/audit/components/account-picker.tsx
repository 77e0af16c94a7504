import { useId, useState } from "react";
import { useAuditAccounts } from "../api/get-audit-accounts";
import type { AuditAccount } from "../api/types";
import "../audit.css";

type AccountPickerProps = {
  /** The chosen account's readable name, when one is chosen. */
  selectedName: string;
  onPick: (account: AuditAccount) => void;
};

/**
 * A searchable select of accounts: the platform's accounts and each investor's accounts, found
 * by the investor's name or email. Picking one opens its journal; the account id shows on hover.
 */
export function AccountPicker({ selectedName, onPick }: AccountPickerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const accounts = useAuditAccounts(text, open);
  const options = open ? (accounts.data ?? []) : [];
  const pick = (account: AuditAccount) => {
    setOpen(false);
    setText("");
    onPick(account);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") setActive((a) => Math.min(a + 1, options.length - 1));
    else if (event.key === "ArrowUp") setActive((a) => Math.max(a - 1, 0));
    else if (event.key === "Escape") setOpen(false);
    else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      pick(options[active]);
      return;
    } else return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <div className="account-picker field">
      <label htmlFor={`${id}-input`}>Account</label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={open && options.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${id}-${active}` : undefined}
        placeholder={selectedName ? `${selectedName} (type to change)` : "Search an investor or platform account"}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
      />
      {selectedName ? <span className="small muted">Showing: {selectedName}</span> : null}
      {open && options.length > 0 ? (
        <div id={`${id}-list`} role="listbox" aria-label="Accounts">
          {options.map((account, index) => (
            <div
              key={account.account}
              tabIndex={-1}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              title={account.account}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(account)}
              onKeyDown={() => undefined}
            >
              <span>{account.name}</span>
              {account.email ? <span className="small muted">{account.email}</span> : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
