import { Link } from "react-router-dom";
import { Page } from "@/components/page";
import { Section } from "../components/section";
import { offer } from "../offer";

export default function PlansRoute() {
  return (
    <Page title="Investment Plans">
      <Section title="Plan overview">
        <p>
          One simple plan: buy lifetime shares from {offer.minimumPurchase} ({offer.minimumShares} share) up to {offer.ownershipCap} shares
          per investor.
        </p>
      </Section>
      <Section title="Share offer" tone="alt">
        <p>
          {offer.supply} shares at {offer.sharePrice} each, targeting a {offer.raise} raise. Shares are lifetime.
        </p>
        <Link to="/join" className="btn btn-primary">
          Buy Shares
        </Link>
      </Section>
      <Section title="Profit distribution">
        <p>
          Profit is not fixed. Each week's profit is shared among investors in proportion to the shares they hold and credited to the profit
          balance, from which it can be withdrawn (5% fee).
        </p>
      </Section>
      <Section title="Business model" tone="alt">
        <p>50% of funds go to cryptocurrency and 50% to physical businesses.</p>
      </Section>
      <Section title="Roadmap">
        <ol>
          <li>Complete the 2,500-share offering.</li>
          <li>Grow the businesses funded by the physical half of the portfolio.</li>
          <li>Raise the value of a share to $1000.</li>
        </ol>
      </Section>
      <Section title="Disclaimer" tone="alt">
        <p>
          Investing carries risk, including the loss of capital. Profit is not guaranteed and past results do not predict future ones. Only
          invest what you can afford to lose.
        </p>
      </Section>
    </Page>
  );
}
