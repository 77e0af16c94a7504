/**
 * The terms in plain words. The product has no fixed due date: a loan is repaid from the weekly
 * profit credits first (the platform's configured share of each) and by manual payments.
 */
export function LoanTerms({ withCollateral }: { withCollateral: boolean }) {
  return (
    <section className="card" aria-labelledby="loan-terms-title">
      <h2 id="loan-terms-title">How a loan works</h2>
      <ul className="loan-terms">
        {/* The apply form states the collateral rule above itself; without the form it is said here. */}
        {withCollateral ? <li>You can borrow 1% to 20% of your investment capital: shares you own and are not selling × $100.</li> : null}
        <li>A 10% company charge is added: you repay the amount plus the charge.</li>
        <li>
          There is no fixed due date. A share of each weekly profit credit (set by the platform) repays your loan before it reaches your
          profit balance. You can also make a manual payment at any time to repay it sooner.
        </li>
        <li>
          While a balance remains, you cannot take another loan, and you can sell shares back only while your unpaid balance stays within
          20% of the value of the shares you keep.
        </li>
      </ul>
    </section>
  );
}
