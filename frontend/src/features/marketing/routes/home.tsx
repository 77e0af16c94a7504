import { Link } from "react-router-dom";
import { Page } from "@/components/page";
import { useSignedIn } from "@/lib/auth-storage";
import { useBrandName } from "@/lib/queries/site";
import { Section } from "../components/section";
import { offer } from "../offer";

const reasons = [
  `Low entry: start with ${offer.minimumPurchase} for ${offer.minimumShares} share.`,
  "Lifetime shares: your shares never expire.",
  "Profit shared in proportion to the shares you hold, credited weekly.",
  "Diversified: 50% of funds in cryptocurrency, 50% in physical businesses.",
  "Borrow 1% to 20% of your investment capital when you need cash.",
  "Free crypto trading signals for everyone.",
];

const steps = [
  { title: "Create your account", text: "Register with your email and verify it from the link we send you." },
  { title: "Buy shares with USDT", text: "Choose how many shares, pay on BEP20, TRC20 or APTOS and upload your proof of payment." },
  { title: "Earn and withdraw", text: "Receive weekly profit and referral rewards, and withdraw them to your wallet." },
];

export default function HomeRoute() {
  const brandName = useBrandName();
  // Visitors start by registering; a signed-in investor goes straight to buying.
  const signedIn = useSignedIn();
  return (
    <Page title="Home" heading={<span />}>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Own a share of real growth with {brandName}</h1>
        <p className="hero-lead">
          Invest in lifetime shares backed by cryptocurrency and physical businesses. Start with just {offer.minimumPurchase} for{" "}
          {offer.minimumShares} share and share in the profit every week.
        </p>
        <Link to={signedIn ? "/join" : "/register"} className="btn btn-accent btn-large">
          Get Started
        </Link>
      </section>
      <Section title="Why choose us">
        <ul className="check-list">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Section>
      <Section title="Who we are" tone="alt">
        <p>
          {brandName} is a Nigeria-focused investment community. We pool investors' USDT and put it to work: half in cryptocurrency and half
          in physical businesses, and we share the profit with every shareholder in proportion to the shares they hold.
        </p>
      </Section>
      <Section title="Investment plan">
        <div className="card-grid">
          <div className="card">
            <h3>{offer.supply} shares</h3>
            <p>
              Offered at {offer.sharePrice} each, a {offer.raise} raise.
            </p>
          </div>
          <div className="card">
            <h3>From {offer.minimumPurchase}</h3>
            <p>
              {offer.minimumShares} share is the smallest step; hold up to {offer.ownershipCap} shares.
            </p>
          </div>
          <div className="card">
            <h3>Variable profit</h3>
            <p>Profit is not fixed; it follows the business results.</p>
          </div>
        </div>
        <p>
          <Link to="/plans">See the full plan</Link>
        </p>
      </Section>
      <Section title="How it works" tone="alt">
        <ol className="steps">
          {steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
    </Page>
  );
}
