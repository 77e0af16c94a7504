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
}
