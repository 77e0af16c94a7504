import { describe, expect, it } from "vitest";
import { guessWithdrawalNetwork, networkLabel, withdrawalNetworkOptions } from "./network-names";

describe("network names", () => {
  it("when a withdrawal's network is shown, then it reads as on the buy page while the API value stays", () => {
    expect(networkLabel("USDT TRC20")).toBe("USDT on TRC20 (TRON)");
    expect(networkLabel("TRC20")).toBe("USDT on TRC20 (TRON)");
    expect(networkLabel("USDT BEP20 (BSC)")).toBe("USDT on BEP20 (BSC)");
    expect(networkLabel("USDT APTOS NETWORK")).toBe("USDT on Aptos");
    expect(withdrawalNetworkOptions.map((o) => o.value)).toEqual(["USDT BEP20 (BSC)", "USDT TRC20", "USDT APTOS NETWORK"]);
  });

  it("when an address's shape fits one network, then that network is guessed; otherwise none", () => {
    expect(guessWithdrawalNetwork("TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7")).toBe("USDT TRC20");
    expect(guessWithdrawalNetwork(`0x${"ab".repeat(20)}`)).toBe("USDT BEP20 (BSC)");
    expect(guessWithdrawalNetwork(`0x${"ab".repeat(32)}`)).toBe("USDT APTOS NETWORK");
    expect(guessWithdrawalNetwork("0x12")).toBeNull();
    expect(guessWithdrawalNetwork("")).toBeNull();
  });
});
