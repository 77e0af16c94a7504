import { DEFAULT_SHARE_PRICE, type DomainEvent, money, toCents } from "@app/contracts";
import { DomainError } from "../shared/domain-error.js";
import { decidePurchaseWindow, evolvePurchaseWindows, type PurchaseWindow, type PurchaseWindowCommand } from "./purchase-windows.js";
import type { Fold } from "@app/event-store/command-runner";
import { foldId } from "@app/event-store/state-codec";

/** The largest share price change one admin may make at once, in percent of the current price. */
export const MAX_SHARE_PRICE_CHANGE_PERCENT = 50;

/** Money-relevant settings (stream `platform-settings`): share price, loan portal, purchase windows. */
export interface SettingsState {
  pricePerShare: string;
  loanPortalOpen: boolean;
  purchaseWindows: readonly PurchaseWindow[];
}

export const initialSettingsState = (): SettingsState => ({
  pricePerShare: toCents(DEFAULT_SHARE_PRICE),
  loanPortalOpen: true,
  purchaseWindows: [],
});

export function evolveSettings(state: SettingsState, event: DomainEvent): SettingsState {
  switch (event.type) {
    case "SharePriceChanged":
      return { ...state, pricePerShare: event.data.pricePerShare };
    case "LoanPortalToggled":
      return { ...state, loanPortalOpen: event.data.isOpen };
    case "PurchaseWindowScheduled":
    case "PurchaseWindowRemoved":
      return { ...state, purchaseWindows: evolvePurchaseWindows(state.purchaseWindows, event) };
    default:
      return state;
  }
}

/** The `platform-settings` stream's fold. */
export const settingsFold: Fold<SettingsState> = {
  initial: initialSettingsState,
  evolve: evolveSettings,
  // Persisted snapshots: a command after a restart does not fold the settings from version 0.
  id: foldId("platform-settings", 1, initialSettingsState, evolveSettings, evolvePurchaseWindows),
};

export type SettingsCommand = { type: "ChangeSharePrice"; pricePerShare: string } | { type: "ToggleLoanPortal" } | PurchaseWindowCommand;

export function decideSettings(command: SettingsCommand, state: SettingsState): DomainEvent[] {
  switch (command.type) {
    case "ChangeSharePrice": {
      const current = money(state.pricePerShare);
      const step = current.mul(MAX_SHARE_PRICE_CHANGE_PERCENT).div(100);
      if (money(command.pricePerShare).sub(current).abs().gt(step))
        throw new DomainError(
          "rule-violated",
          `The share price cannot change by more than ${MAX_SHARE_PRICE_CHANGE_PERCENT}% at once: ` +
            `from $${toCents(current)} enter between $${toCents(current.sub(step))} and $${toCents(current.add(step))}.`,
        );
      return [{ type: "SharePriceChanged", data: { previousPrice: state.pricePerShare, pricePerShare: toCents(command.pricePerShare) } }];
    }
    case "ToggleLoanPortal":
      return [{ type: "LoanPortalToggled", data: { isOpen: !state.loanPortalOpen } }];
    case "SchedulePurchaseWindow":
    case "RemovePurchaseWindow":
      return decidePurchaseWindow(command, state.purchaseWindows);
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}
