import { describe, expect, it } from "vitest";
import { expectOutputs } from "@/testing/expect-outputs";
import { guessWithdrawalNetwork, networkLabel, withdrawalNetworkOptions } from "./network-names";

describe("network names", () => {
  it("when a withdrawal's network is shown, then it reads as on the buy page while the API value stays", () => {
    expectOutputs(networkLabel, {
      "USDT TRC20": "USDT on TRC20 (TRON)",
      TRC20: "USDT on TRC20 (TRON)",
      "USDT BEP20 (BSC)": "USDT on BEP20 (BSC)",
      "USDT APTOS NETWORK": "USDT on Aptos",
    });
    expect(withdrawalNetworkOptions.map((o) => o.value)).toEqual(["USDT BEP20 (BSC)", "USDT TRC20", "USDT APTOS NETWORK"]);
  });

  it("when an address's shape fits one network, then that network is guessed; otherwise none", () => {
    expectOutputs(guessWithdrawalNetwork, {
      TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7: "USDT TRC20",
      [`0x${"ab".repeat(20)}`]: "USDT BEP20 (BSC)",
      [`0x${"ab".repeat(32)}`]: "USDT APTOS NETWORK",
      "0x12": null,
      "": null,
    });
  });
});
