/** Read-model tables (schema `rm`, or a replay schema): one entry per projection table. */
export interface ReadModelTables {
  rm_checkpoint: { id: number; commit_pos: string; prepare_pos: string; events_applied: string; updated_at: Date };
  journal_entries: {
    commit_pos: string;
    global_position: string;
    line: number;
    event_id: string;
    stream_id: string;
    event_type: string;
    debit_account: string;
    credit_account: string;
    amount: string;
    occurred_at: Date;
  };
  account_balances: { account: string; debits: string; credits: string; balance: string };
  investor_balances: {
    user_id: string;
    shares: string;
    held_shares: string;
    pending_shares: string;
    profit_balance: string;
    reward_balance: string;
    withdrawal_hold: string;
    loan_owed: string;
    total_profit: string;
    total_reward: string;
    last_position: string;
  };
  balance_history: { user_id: string; global_position: string; at: Date; shares: string; profit_balance: string; reward_balance: string };
  platform_settings: { id: number; price_per_share: string; loan_portal_open: boolean; shares_allocated: string };
  share_purchases: {
    purchase_id: string;
    user_id: string;
    shares: string;
    price_per_share: string;
    amount: string;
    network: string;
    proof: string;
    referral_code: string | null;
    tx_id: string | null;
    status: string;
    requested_at: Date;
    decided_at: Date | null;
    global_position: string;
    rejection_reason: string | null;
  };
  payouts: {
    use: string;
    target: string;
    user_id: string;
    network: string;
    tx_id: string;
    net: string;
    wallet: string;
    recorded_by: string;
    recorded_at: Date;
  };
  chain_checks: {
    use: string;
    target: string;
    network: string;
    tx_id: string;
    status: string;
    amount: string | null;
    expected: string;
    to_address: string;
    confirmations: number | null;
    reason: string | null;
    checked_at: Date;
  };
  approvals: {
    approval_id: string;
    kind: string;
    action: unknown;
    amount: string | null;
    target_user_id: string | null;
    status: string;
    requested_by: string;
    requested_at: Date;
    decided_by: string | null;
    decided_at: Date | null;
    failure: string | null;
    global_position: string;
    rejection_reason: string | null;
  };
  withdrawals: {
    withdrawal_id: string;
    user_id: string;
    amount: string;
    fee: string;
    net: string;
    wallet: string;
    network: string;
    source: string;
    status: string;
    requested_at: Date;
    decided_at: Date | null;
    global_position: string;
    approvable_at: Date | null;
    rejection_reason: string | null;
  };
  loans: {
    loan_id: string;
    user_id: string;
    percentage: string;
    amount_requested: string;
    company_charge: string;
    total_payable: string;
    remaining: string;
    status: "Pending" | "Approved" | "Paid" | "Rejected";
    repayment_method: string;
    created_at: Date;
    approved_at: Date | null;
    paid_at: Date | null;
    wallet: string | null;
    network: string | null;
    approvable_at: Date | null;
    decided_at: Date | null;
    rejection_reason: string | null;
  };
  loan_manual_payments: {
    loan_id: string;
    payment_index: number;
    amount: string;
    proof_url: string;
    approved: boolean;
    uploaded_at: Date;
    tx_id: string | null;
  };
  loan_repayments: {
    loan_id: string;
    global_position: string;
    at: Date;
    source: string;
    amount: string;
    balance_after: string;
    note: string;
  };
  referral_reward_history: {
    event_id: string;
    user_id: string;
    run_id: string;
    amount: string;
    team_shares: string;
    percentage: string;
    distributed_at: Date;
  };
}
