import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { useTwoFactorStatus } from "../api/get-two-factor-status";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { type TwoFactorSetup, useStartTwoFactorSetup, useTwoFactorSwitch } from "../api/two-factor";

/** Profile: turn the second factor on (QR code, secret, first code, recovery codes shown once) or off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useStartTwoFactorSetup();

  return (
    <section className="card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">Two-factor authentication</h2>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : !status.data ? (
        <p role="status">{status.isError ? "Failed to load two-factor status" : "Loading..."}</p>
      ) : status.data.enabled ? (
        <TurnOff recoveryCodesLeft={status.data.recoveryCodesLeft} />
      ) : setup ? (
        <TurnOn
          setup={setup}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
        />
      ) : (
        <>
          <p>Protect your account and withdrawals with a code from an authenticator app (Google Authenticator, Authy, 1Password...).</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
          >
            {start.isPending ? "Preparing..." : "Set up two-factor authentication"}
          </button>
        </>
      )}
    </section>
  );
}

function TurnOn({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const enable = useTwoFactorSwitch("enable");
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(setup.otpauthUrl, { margin: 1, width: 200 })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [setup.otpauthUrl]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    enable.mutate({ code: code.trim(), password }, { onSuccess: (answer) => onEnabled(answer.recoveryCodes ?? []) });
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Enable two-factor form">
      <p>1. Scan this QR code with your authenticator app, or type the secret in.</p>
      {qr ? <img src={qr} alt="QR code for your authenticator app" width={200} height={200} /> : null}
      <p>
        Secret: <code data-testid="two-factor-secret">{setup.secret}</code>
      </p>
      <p>2. Enter the 6-digit code the app shows.</p>
      <Field
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <PasswordField value={password} onChange={setPassword} />
      <button type="submit" className="btn btn-primary" disabled={enable.isPending}>
        {enable.isPending ? "Turning on..." : "Turn on"}
      </button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div>
      <p role="status">Two-factor authentication is on.</p>
      <p>
        <strong>Save these recovery codes now: they are shown only once.</strong> Each signs you in once if you lose your phone.
      </p>
      <ul aria-label="Recovery codes" className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}

function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const disable = useTwoFactorSwitch("disable");
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { code: code.trim(), password },
      {
        onSuccess: () => {
          toast.success("Two-factor authentication is off.");
          setCode("");
          setPassword("");
        },
      },
    );
  };
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Disable two-factor form">
      <p role="status">Two-factor authentication is on. Recovery codes left: {recoveryCodesLeft}.</p>
      {/* The dangerous action is set apart, folded: it is never the loudest control on the profile. */}
      <details className="danger-zone">
        <summary>Turn off two-factor authentication</summary>
        <Field
          label="Code to turn it off"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          hint="A code from your app or a recovery code."
        />
        <PasswordField value={password} onChange={setPassword} />
        <button type="submit" className="btn btn-danger" disabled={disable.isPending}>
          {disable.isPending ? "Turning off..." : "Turn off"}
        </button>
      </details>
    </form>
  );
}

/** The account's password, asked for before the second factor changes (every other session then ends). */
function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field
      label="Your password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint="You will be signed out everywhere else."
    />
  );
}
