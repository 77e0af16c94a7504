import type { ReactNode } from "react";
import { CopyButton } from "./copy-button";
import { QrCode } from "./qr-code";

type PaymentBoxProps = {
  /** 'TRC20 (TRON)': the network in the screens' words. */
  chain: string;
  /** The exact amount to send, as typed in a wallet ('150.00'). */
  amount: string;
  address: string;
  configured: boolean;
  /** Said instead of the address when none is set up. */
  notConfigured: string;
  /** The address's copy button ('Copy Address' on the spec's manual payment screen). */
  copyAddressLabel?: string;
  /** What follows the warning (the buy step: whether the network checks the payment). */
  children?: ReactNode;
};

/**
 * 'Send exactly 150.00 USDT on BEP20 (BSC)' with the amount and address to copy or scan, and the
 * network warning: the buy step's payment and the manual loan payment show the same box.
 */
export function PaymentBox({
  chain,
  amount,
  address,
  configured,
  notConfigured,
  copyAddressLabel = "Copy address",
  children,
}: PaymentBoxProps) {
  return (
    <div className="payment-box">
      <p className="payment-line">
        Send exactly <strong className="payment-amount">{amount} USDT</strong> on <strong>{chain}</strong>
      </p>
      <div className="copy-row">
        <span className="copy-label">Amount</span>
        <code className="copy-value">{amount}</code>
        <CopyButton text={amount} successMessage="Amount copied!" label="Copy amount" className="btn btn-secondary" />
      </div>
      {configured ? (
        <>
          <div className="copy-row">
            <span className="copy-label">To address</span>
            <code className="copy-value address">{address}</code>
            <CopyButton text={address} successMessage="Wallet address copied!" label={copyAddressLabel} className="btn btn-secondary" />
          </div>
          <div className="qr-wrap">
            <QrCode text={address} label={`QR code of the ${chain} address`} />
            <p className="muted small">Scan with your wallet app to fill in the address.</p>
          </div>
        </>
      ) : (
        <p className="alert alert-danger" role="alert">
          {notConfigured}
        </p>
      )}
      <p className="network-warning" role="note">
        <strong>Send only USDT on {chain}.</strong> Money sent on another network, or in another coin, is lost and cannot be recovered.
      </p>
      {children}
    </div>
  );
}
