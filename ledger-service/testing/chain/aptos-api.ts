import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One answer of the Aptos REST API: a status and a JSON body, optionally late. */
export interface RecordedAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

export interface AptosApi {
  /** The base URL, as CHAIN_APTOS_API_URL (ends in /v1). */
  url: string;
  /** Answers for `GET|POST /v1{path}`; a path not set answers 404 as the API does for an unknown hash. */
  answers: Map<string, RecordedAnswer>;
  /** Paths asked, in order. */
  asked: string[];
  stop(): Promise<void>;
}

/**
 * A small local HTTP server answering recorded Aptos fullnode REST answers (no local Aptos node
 * can be had here: docs/chain.md). Keys are `METHOD /path` below /v1, e.g. `GET /transactions/by_hash/0x...`.
 */
export async function startAptosApi(answers: Record<string, RecordedAnswer> = {}): Promise<AptosApi> {
  const map = new Map(Object.entries(answers));
  const asked: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "").replace(/^\/v1/, "");
    const key = `${req.method} ${path}`;
    asked.push(key);
    req.resume();
    req.on("end", () => {
      const answer = map.get(key) ?? {
        status: 404,
        body: { message: `not found: ${path}`, error_code: "transaction_not_found", vm_error_code: null },
      };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    answers: map,
    asked,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A committed fungible-asset transfer as the API answers `GET /transactions/by_hash/{hash}`. */
export function faTransferAnswer(input: {
  hash: string;
  sender: string;
  /** [store, owner, metadata] of the sender's and the recipient's stores. */
  fromStore: { store: string; owner: string; metadata: string };
  toStore: { store: string; owner: string | null; metadata: string };
  amount: string;
  success?: boolean;
  version?: string;
}): RecordedAnswer {
  const success = input.success ?? true;
  const storeChange = (s: { store: string; owner: string | null; metadata: string }, balance: string) => [
    {
      address: s.store,
      state_key_hash: `0x${"5".repeat(64)}`,
      data: { type: "0x1::fungible_asset::FungibleStore", data: { balance, frozen: false, metadata: { inner: s.metadata } } },
      type: "write_resource",
    },
    ...(s.owner
      ? [
          {
            address: s.store,
            state_key_hash: `0x${"6".repeat(64)}`,
            data: {
              type: "0x1::object::ObjectCore",
              data: {
                allow_ungated_transfer: false,
                guid_creation_num: "1125899906842625",
                owner: s.owner,
                transfer_events: { counter: "0", guid: { id: { addr: s.store, creation_num: "1125899906842624" } } },
              },
            },
            type: "write_resource",
          },
        ]
      : []),
  ];
  return {
    status: 200,
    body: {
      version: input.version ?? "2184739551",
      hash: input.hash,
      state_change_hash: `0x${"1".repeat(64)}`,
      event_root_hash: `0x${"2".repeat(64)}`,
      state_checkpoint_hash: null,
      gas_used: "54",
      success,
      vm_status: success
        ? "Executed successfully"
        : "Move abort in 0x1::fungible_asset: EINSUFFICIENT_BALANCE(0x10004): Insufficient balance.",
      accumulator_root_hash: `0x${"3".repeat(64)}`,
      changes: success ? [...storeChange(input.fromStore, "1000000"), ...storeChange(input.toStore, input.amount)] : [],
      sender: input.sender,
      sequence_number: "17",
      max_gas_amount: "200000",
      gas_unit_price: "100",
      expiration_timestamp_secs: "1732790000",
      payload: {
        function: "0x1::primary_fungible_store::transfer",
        type_arguments: ["0x1::fungible_asset::Metadata"],
        arguments: [{ inner: input.fromStore.metadata }, input.toStore.owner ?? input.toStore.store, input.amount],
        type: "entry_function_payload",
      },
      signature: { public_key: `0x${"4".repeat(64)}`, signature: `0x${"7".repeat(128)}`, type: "ed25519_signature" },
      events: [
        ...(success
          ? [
              {
                guid: { creation_number: "0", account_address: "0x0" },
                sequence_number: "0",
                type: "0x1::fungible_asset::Withdraw",
                data: { amount: input.amount, store: input.fromStore.store },
              },
              {
                guid: { creation_number: "0", account_address: "0x0" },
                sequence_number: "0",
                type: "0x1::fungible_asset::Deposit",
                data: { amount: input.amount, store: input.toStore.store },
              },
            ]
          : []),
        {
          guid: { creation_number: "0", account_address: "0x0" },
          sequence_number: "0",
          type: "0x1::transaction_fee::FeeStatement",
          data: {
            execution_gas_units: "4",
            io_gas_units: "1",
            storage_fee_octas: "0",
            storage_fee_refund_octas: "0",
            total_charge_gas_units: "54",
          },
        },
      ],
      timestamp: "1732789000123456",
      type: "user_transaction",
    },
  };
}
