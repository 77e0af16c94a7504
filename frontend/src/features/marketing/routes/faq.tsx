import { Page } from "@/components/page";
import { offer } from "../offer";

const questions = [
  {
    q: "How much do I need to start?",
    a: `You can start with ${offer.minimumPurchase} for ${offer.minimumShares} share. Shares are sold in steps of ${offer.minimumShares}, up to ${offer.ownershipCap} shares per investor.`,
  },
  {
    q: "How is profit paid?",
    a: "Profit is not fixed. It is credited weekly to your profit balance in proportion to the shares you hold.",
  },
  {
    q: "How do I withdraw?",
    a: "From the Withdraw page, choose your profit or referral reward balance, your wallet and network. A 5% fee applies and you must receive at least $5.",
  },
  {
    q: "Can I sell my shares?",
    a: "Shares are lifetime. They may be sold after 6 months with a 10% per-share fee. There is no refund after payment is confirmed.",
  },
  {
    q: "Can I borrow against my shares?",
    a: "Yes. When the loan portal is open you can borrow 1% to 20% of your investment capital, with a 10% company charge.",
  },
];

/** The five expandable questions; native <details> is keyboard and screen-reader friendly. */
export default function FaqRoute() {
  return (
    <Page title="Frequently Asked Questions" narrow>
      <div className="faq">
        {questions.map((item) => (
          <details key={item.q} className="faq-item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </Page>
  );
}
