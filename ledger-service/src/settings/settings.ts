import { DEFAULT_SHARE_PRICE, type DomainEvent, money, toCents } from "@app/contracts";
import { ValidationError } from "../shared/errors.js";

/** Money-relevant settings (stream `platform-settings`): share price and loan portal state. */
export interface SettingsState {
  pricePerShare: string;
  loanPortalOpen: boolean;
}

export const initialSettingsState = (): SettingsState => ({ pricePerShare: toCents(DEFAULT_SHARE_PRICE), loanPortalOpen: true });

export function evolveSettings(state: SettingsState, event: DomainEvent): SettingsState {
  switch (event.type) {
    case "SharePriceChanged":
      return { ...state, pricePerShare: event.data.pricePerShare };
    case "LoanPortalToggled":
      return { ...state, loanPortalOpen: event.data.isOpen };
    default:
      return state;
  }
}

export type SettingsCommand = { type: "ChangeSharePrice"; pricePerShare: string } | { type: "ToggleLoanPortal" };

export function decideSettings(command: SettingsCommand, state: SettingsState): DomainEvent[] {
  switch (command.type) {
    case "ChangeSharePrice": {
      if (!/^\d+(\.\d{1,2})?$/.test(command.pricePerShare) || money(command.pricePerShare).lte(0))
        throw new ValidationError("Enter a valid price");
      return [{ type: "SharePriceChanged", data: { previousPrice: state.pricePerShare, pricePerShare: toCents(command.pricePerShare) } }];
    }
    case "ToggleLoanPortal":
      return [{ type: "LoanPortalToggled", data: { isOpen: !state.loanPortalOpen } }];
    default: {
      const unreachable: never = command;
      throw new Error(`unknown command ${JSON.stringify(unreachable)}`);
    }
  }
}
