/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_TOAST_MS?: string;
  readonly VITE_DEPOSIT_BEP20?: string;
  readonly VITE_DEPOSIT_TRC20?: string;
  readonly VITE_DEPOSIT_APTOS?: string;
  readonly VITE_REPAYMENT_WALLET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
