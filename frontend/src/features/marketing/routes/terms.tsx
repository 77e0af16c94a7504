import { Page } from "@/components/page";
import { offer } from "../offer";
import { termsVersion } from "@/config/terms";

export default function TermsRoute() {
  return (
    <Page title="Terms and Conditions" narrow>
      <div className="prose">
        <p className="terms-version">
          Version {termsVersion.version}, effective {termsVersion.effective}.
        </p>
        <h2>Eligibility</h2>
        <p>You must be 18 years or older to register and invest.</p>
        <h2>Purchases</h2>
        <p>
          The smallest purchase is {offer.minimumShares} share for {offer.minimumPurchase}. Shares are sold in steps of{" "}
          {offer.minimumShares} share at {offer.sharePrice} a whole share.
        </p>
        <p>Payments are made in USDT on the networks shown on the purchase page, with proof of payment uploaded for review.</p>
        <p>There is no refund after a payment has been confirmed.</p>
        <h2>Selling shares</h2>
        <p>Shares may be sold after 6 months, with a fee of 10% per share.</p>
        <h2>Profit</h2>
        <p>Profit is not fixed; it is shared in proportion to shares held.</p>
        <h2>Withdrawals</h2>
        <p>A 5% fee applies to every withdrawal and the amount received after fees must be at least $5.</p>
        <h2>Loans</h2>
        <p>Loans of 1% to 20% of investment capital carry a 10% company charge and may be repaid from profit credits or manual payments.</p>
      </div>
    </Page>
  );
}
