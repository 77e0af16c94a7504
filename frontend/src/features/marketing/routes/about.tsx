import { Page } from "@/components/page";
import { PurchaseWindowBanner } from "@/components/purchase-window-banner";
import { APP_NAME } from "@/config/constants";
import { Section } from "../components/section";

const board = [
  { name: "Founder & CEO", role: "Sets the strategy and leads the investment committee." },
  { name: "Head of Crypto Investments", role: "Runs the cryptocurrency half of the portfolio." },
  { name: "Head of Business Operations", role: "Oversees the physical businesses we fund." },
];

export default function AboutRoute() {
  return (
    <Page title="About Us">
      <Section title="Our founder">
        <p>
          {APP_NAME} was founded by an entrepreneur and crypto trader who wanted ordinary Nigerians to own a piece of the businesses and
          digital assets that build wealth, starting from a small amount.
        </p>
      </Section>
      <Section title="Purchase windows" tone="alt">
        <p>
          Shares are sold in purchase windows that open and close on a schedule. When a window is closed, new purchases wait for the next
          one. Follow our community channel to hear when the next window opens.
        </p>
        <PurchaseWindowBanner />
      </Section>
      <Section title="Our board">
        <ul className="card-grid plain-list">
          {board.map((member) => (
            <li key={member.name} className="card">
              <h3>{member.name}</h3>
              <p>{member.role}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Mission" tone="alt">
        <p>To make shared ownership of profitable ventures open to everyone, with clear rules and honest reporting.</p>
      </Section>
      <Section title="Vision">
        <p>To grow the value of every share from $100 towards $1000.</p>
      </Section>
      <Section title="Values" tone="alt">
        <ul className="check-list">
          <li>Transparency: every credit and withdrawal is visible in your dashboard.</li>
          <li>Fairness: profit follows the shares you hold.</li>
          <li>Prudence: funds are split between crypto and physical businesses.</li>
          <li>Community: we grow together through referrals and shared knowledge.</li>
        </ul>
      </Section>
    </Page>
  );
}
