import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { createBase58check } from "@scure/base";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidAddress, toChecksumAddress, walletAddressProblem } from "./wallet-address.js";

// Real addresses, as wallets and explorers print them.
const BEP20 = [
  "0x55d398326f99059fF775485246999027B3197955", // USDT on BNB Smart Chain
  "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", // USDC on BNB Smart Chain
  "0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c", // WBNB
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", // EIP-55's own examples
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];
const BEP20_SINGLE_CASE = ["0x52908400098527886E0F7030069857D2E4169EE7", "0xde709f2102306220921060314715629080e2fb77"];
const TRC20 = [
  "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", // USDT on TRON
  "TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR", // WTRX
  "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
  "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
];
const APTOS = [
  "0x357b0b74bc833e95a115ad22604854d6b0fca151cecd94111770e5d6ffc9dc2b", // USDt on Aptos
  "0x0000000000000000000000000000000000000000000000000000000000000001",
];

const HEX = "0123456789abcdefABCDEF";
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** Every address that differs from `address` in exactly one character of `alphabet` after `from`. */
function oneCharacterChanged(address: string, alphabet: string, from: number): string[] {
  const out: string[] = [];
  for (let i = from; i < address.length; i++)
    for (const c of alphabet) if (c !== address[i]) out.push(address.slice(0, i) + c + address.slice(i + 1));
  return out;
}

describe("wallet addresses", () => {
  it("when a real BEP20, TRC20 or Aptos address is given on its network, then it is accepted", () => {
    for (const a of [...BEP20, ...BEP20_SINGLE_CASE]) expect(walletAddressProblem("USDT BEP20 (BSC)", a)).toBeNull();
    for (const a of TRC20) {
      expect(walletAddressProblem("USDT TRC20", a)).toBeNull();
      expect(walletAddressProblem("TRC20", a)).toBeNull();
    }
    for (const a of APTOS) {
      expect(walletAddressProblem("USDT APTOS NETWORK", a)).toBeNull();
      expect(walletAddressProblem("APTOS", a)).toBeNull();
    }
  });

  it("when one letter of a checksummed BEP20 address changes case, then it is refused", () => {
    for (const a of BEP20)
      for (let i = 2; i < a.length; i++) {
        const c = a[i] as string;
        if (!/[a-fA-F]/.test(c)) continue;
        const flipped = a.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + a.slice(i + 1);
        expect(walletAddressProblem("USDT BEP20 (BSC)", flipped), flipped).toBe("This is not a valid BEP20 (BSC) address.");
      }
  });

  it("when one hex digit of a checksummed BEP20 address is mistyped, then its checksum refuses all but a rare few", () => {
    // EIP-55 carries one check bit per letter, so a typo slips through with odds 2^-letters
    // (USDT's address has only 5 letters): the rule is as strong as the network's own checksum.
    const typos = BEP20.flatMap((a) => oneCharacterChanged(a, HEX, 2)).filter((t) => {
      const digits = t.slice(2);
      return digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
    });
    const refused = typos.filter((t) => walletAddressProblem("USDT BEP20 (BSC)", t) === "This is not a valid BEP20 (BSC) address.");
    expect(typos.length).toBeGreaterThan(5000);
    expect(refused.length / typos.length).toBeGreaterThan(0.99);
  });

  it("when one character of a TRC20 address is changed, then its checksum refuses it", () => {
    for (const a of TRC20)
      for (const typo of oneCharacterChanged(a, BASE58, 0))
        expect(walletAddressProblem("USDT TRC20", typo), typo).toBe("This is not a valid TRC20 (TRON) address.");
  });

  it("when an address has the wrong length or characters for its network, then the message names the network", () => {
    const trc = TRC20[0] as string;
    expect(walletAddressProblem("USDT TRC20", trc.slice(0, 33))).toBe("This is not a valid TRC20 (TRON) address.");
    expect(walletAddressProblem("USDT TRC20", `${trc}1`)).toBe("This is not a valid TRC20 (TRON) address.");
    expect(walletAddressProblem("USDT TRC20", BEP20[0] as string)).toBe("This is not a valid TRC20 (TRON) address.");
    expect(walletAddressProblem("USDT BEP20 (BSC)", trc)).toBe("This is not a valid BEP20 (BSC) address.");
    expect(walletAddressProblem("USDT BEP20 (BSC)", (BEP20[0] as string).slice(0, 41))).toBe("This is not a valid BEP20 (BSC) address.");
    expect(walletAddressProblem("USDT APTOS NETWORK", BEP20[0] as string)).toBe("This is not a valid Aptos address.");
    expect(walletAddressProblem("USDT APTOS NETWORK", "0x1")).toBe("This is not a valid Aptos address.");
    expect(walletAddressProblem("USDT APTOS NETWORK", `${APTOS[0]}0`)).toBe("This is not a valid Aptos address.");
    expect(walletAddressProblem("USDT APTOS NETWORK", (APTOS[0] as string).replace("b", "g"))).toBe("This is not a valid Aptos address.");
  });

  it("when an address is surrounded by spaces (a paste), then it is judged without them", () => {
    expect(walletAddressProblem("USDT TRC20", ` ${TRC20[0]}\n`)).toBeNull();
  });

  it("property: any 20 bytes written with their EIP-55 checksum (or in one case) are valid BEP20; a case flip of one letter is not", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(), (bytes, pick) => {
        const checksummed = toChecksumAddress(`0x${bytesToHex(bytes)}`);
        expect(isValidAddress("BEP20", checksummed)).toBe(true);
        expect(isValidAddress("BEP20", checksummed.toLowerCase())).toBe(true);
        const letters = [...checksummed.slice(2)].flatMap((c, i) => (/[a-fA-F]/.test(c) ? [i + 2] : []));
        if (letters.length < 2) return;
        const at = letters[pick % letters.length] as number;
        const c = checksummed[at] as string;
        const flipped = checksummed.slice(0, at) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + checksummed.slice(at + 1);
        const digits = flipped.slice(2);
        if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return;
        expect(isValidAddress("BEP20", flipped)).toBe(false);
      }),
    );
  });

  it("property: any TRON account (0x41 + 20 bytes) in base58check is a valid TRC20 address; another version byte is not", () => {
    const codec = createBase58check(sha256);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.integer({ min: 0, max: 255 }), (account, version) => {
        expect(isValidAddress("TRC20", codec.encode(Uint8Array.of(0x41, ...account)))).toBe(true);
        if (version !== 0x41) expect(isValidAddress("TRC20", codec.encode(Uint8Array.of(version, ...account)))).toBe(false);
      }),
    );
  });

  it("property: 32 bytes in hex after 0x are a valid Aptos address, in either case; any other length is not", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        const hex = bytesToHex(bytes);
        expect(isValidAddress("APTOS", `0x${hex}`)).toBe(bytes.length === 32);
        expect(isValidAddress("APTOS", `0x${hex.toUpperCase()}`)).toBe(bytes.length === 32);
      }),
    );
  });
});
