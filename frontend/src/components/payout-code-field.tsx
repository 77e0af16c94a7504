import type { ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { WithdrawalNetwork } from "@/lib/network-names";
import { Field } from "./field";
import { useWalletRecheck, type WalletCheckForm, WalletFields } from "./wallet-fields";

/**
 * The enrolled investor's current authenticator code on a payout form (withdrawal, sell-back,
 * loan): the server refuses money out to a stolen session without it. Shown only while 2FA is on.
 */
export function PayoutCodeField({ enrolled, field }: { enrolled: boolean; field: Omit<ComponentProps<typeof Field>, "label"> }) {
  if (!enrolled) return null;
  return (
    <Field
      label="Authentication code"
      autoComplete="one-time-code"
      inputMode="numeric"
      {...field}
      hint="The 6-digit code from your authenticator app."
    />
  );
}

/** The slice of a payout form (useSchemaForm) that its destination fields need. */
type PayoutForm = WalletCheckForm & {
  register: (name: "wallet" | "network") => UseFormRegisterReturn;
  errorOf: (name: "wallet" | "network") => string | undefined;
  field: (name: "code") => Omit<ComponentProps<typeof Field>, "label">;
  setValue: (name: "network", value: WithdrawalNetwork, options: { shouldValidate: boolean; shouldDirty: boolean }) => void;
};

/**
 * Where a payout whose address is checked as it is typed goes (withdrawals, sell-backs): the
 * wallet and its network, then the authenticator code when enrolled.
 */
export function PayoutFields({ idPrefix, form, twoFactor }: { idPrefix: string; form: PayoutForm; twoFactor: boolean }) {
  const recheck = useWalletRecheck(form);
  return (
    <>
      <WalletFields
        idPrefix={idPrefix}
        wallet={form.register("wallet")}
        network={form.register("network")}
        walletError={form.errorOf("wallet")}
        networkError={form.errorOf("network")}
        recheck={recheck}
        onGuessNetwork={(network) => {
          form.setValue("network", network, { shouldValidate: form.errorOf("network") !== undefined, shouldDirty: true });
          recheck();
        }}
      />
      <PayoutCodeField enrolled={twoFactor} field={form.field("code")} />
    </>
  );
}
