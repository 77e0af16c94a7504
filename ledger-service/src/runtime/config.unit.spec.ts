import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { loadConfig, SAMPLE_IDENTITY, SAMPLE_WALLETS } from "./config.js";
import { productionSettings } from "../../testing/production-settings.js";

const safeProduction: Record<string, string> = { ...productionSettings };

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return String((error as Error).message)
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(":")[0]);
  }
};

describe("configuration", () => {
  it("when production starts with nothing set, then one message names every missing or unsafe setting", () => {
    expect(problems({ NODE_ENV: "production" }).sort()).toEqual(
      ["JWT_SECRET", "SMTP_URL", "PUBLIC_URL", ...Object.keys(SAMPLE_WALLETS), "LEGAL_NAME", "SUPPORT_EMAIL", "COMPANY_ADDRESS"].sort(),
    );
  });

  it("when production has every setting, then it starts; each unsafe value alone is named", () => {
    expect(problems(safeProduction)).toEqual([]);
    expect(problems({ ...safeProduction, JWT_SECRET: "x".repeat(31) })).toEqual(["JWT_SECRET"]);
    expect(problems({ ...safeProduction, PUBLIC_URL: "http://invest.example.com" })).toEqual(["PUBLIC_URL"]);
    expect(problems({ ...safeProduction, LOAN_REPAYMENT_ADDRESS: SAMPLE_WALLETS.LOAN_REPAYMENT_ADDRESS })).toEqual([
      "LOAN_REPAYMENT_ADDRESS",
    ]);
    const { SMTP_URL: _, ...noSmtp } = safeProduction;
    expect(problems(noSmtp)).toEqual(["SMTP_URL"]);
  });

  it("when production starts with the tests' sample identity, then start is refused naming each sample setting", () => {
    expect(problems({ ...safeProduction, ...SAMPLE_IDENTITY }).sort()).toEqual(Object.keys(SAMPLE_IDENTITY).sort());
    expect(problems({ ...safeProduction, SUPPORT_HOURS: SAMPLE_IDENTITY.SUPPORT_HOURS })).toEqual(["SUPPORT_HOURS"]);
    // Outside production the sample starts: the browser tests run with it.
    expect(problems({ ...SAMPLE_IDENTITY })).toEqual([]);
  });

  it("when the browser tests start the product, then they set the full sample identity", () => {
    const e2e = readFileSync(new URL("../../../scripts/e2e.mjs", import.meta.url), "utf8");
    for (const [name, value] of Object.entries(SAMPLE_IDENTITY)) expect(e2e, name).toContain(`${name}: "${value}"`);
  });

  it("when production lacks who runs the platform, then start is refused naming each missing identity setting", () => {
    const { LEGAL_NAME: _l, SUPPORT_EMAIL: _s, COMPANY_ADDRESS: _c, ...anonymous } = safeProduction;
    expect(problems(anonymous).sort()).toEqual(["COMPANY_ADDRESS", "LEGAL_NAME", "SUPPORT_EMAIL"]);
    expect(problems({ ...safeProduction, SUPPORT_EMAIL: "" })).toEqual(["SUPPORT_EMAIL"]);
    expect(problems({ ...safeProduction, LEGAL_NAME: "" })).toEqual(["LEGAL_NAME"]);
    // The optional ones (registration numbers, phones, logo) may stay unset: their sections are hidden.
    expect(problems({ ...safeProduction, SUPPORT_PHONE: "", COMPANY_REGISTRATION: "", LOGO_URL: "" })).toEqual([]);
  });

  it("when an identity setting is malformed, then it is named", () => {
    expect(problems({ SUPPORT_EMAIL: "support at example" })).toEqual(["SUPPORT_EMAIL"]);
    expect(problems({ SUPPORT_PHONE: "call us" })).toEqual(["SUPPORT_PHONE"]);
    expect(problems({ LOGO_URL: "http://cdn.example.com/logo.png" })).toEqual(["LOGO_URL"]);
    expect(loadConfig({ LOGO_URL: "/logo.svg", SUPPORT_WHATSAPP: "+234 803 123 4567" })).toMatchObject({
      LOGO_URL: "/logo.svg",
      SUPPORT_WHATSAPP: "+234 803 123 4567",
    });
  });

  it("when BRAND_NAME is unset, then the brand is Share Invest, and the sender follows the brand", () => {
    expect(loadConfig({})).toMatchObject({ BRAND_NAME: "Share Invest", MAIL_FROM: "Share Invest <no-reply@localhost>" });
    expect(loadConfig({ BRAND_NAME: "Acme Shares" }).MAIL_FROM).toBe("Acme Shares <no-reply@localhost>");
    expect(loadConfig({ BRAND_NAME: "Acme Shares", MAIL_FROM: "Ops <ops@acme.ng>" }).MAIL_FROM).toBe("Ops <ops@acme.ng>");
  });

  it("when PORT is changed and PUBLIC_URL is unset, then PUBLIC_URL follows the port", () => {
    expect(loadConfig({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "4123" }).PUBLIC_URL).toBe("http://localhost:4123");
    expect(loadConfig({ PORT: "4123", PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:4123");
    expect(loadConfig({ PORT: "4123", PUBLIC_URL: "https://invest.example.com" }).PUBLIC_URL).toBe("https://invest.example.com");
  });

  it("when a deposit or repayment address cannot exist on its network, then start refuses it by name, in any environment", () => {
    const typo = (address: string) => `${address.slice(0, -2)}${address.at(-1)}${address.at(-2)}`;
    for (const name of ["DEPOSIT_ADDRESS_BEP20", "DEPOSIT_ADDRESS_TRC20", "DEPOSIT_ADDRESS_APTOS", "LOAN_REPAYMENT_ADDRESS"] as const) {
      const env = { ...safeProduction, [name]: `${productionSettings[name]}x` };
      expect(problems(env)).toEqual([name]);
      expect(problems({ [name]: `${productionSettings[name]}x` })).toEqual([name]);
    }
    // A TRC20 address with two characters swapped fails its checksum.
    expect(problems({ DEPOSIT_ADDRESS_TRC20: typo(productionSettings.DEPOSIT_ADDRESS_TRC20) })).toEqual(["DEPOSIT_ADDRESS_TRC20"]);
    // The repayment address is checked against its own network's rule.
    expect(problems({ LOAN_REPAYMENT_NETWORK: "USDT BEP20 (BSC)" })).toEqual(["LOAN_REPAYMENT_ADDRESS"]);
    expect(
      problems({ LOAN_REPAYMENT_NETWORK: "USDT BEP20 (BSC)", LOAN_REPAYMENT_ADDRESS: productionSettings.DEPOSIT_ADDRESS_BEP20 }),
    ).toEqual([]);
    expect(() => loadConfig({ DEPOSIT_ADDRESS_TRC20: "T123" })).toThrow("DEPOSIT_ADDRESS_TRC20: This is not a valid TRC20 (TRON) address.");
  });

  it("when not in production, then no secret is needed: none is written in the source", () => {
    expect(loadConfig({ NODE_ENV: "development" }).JWT_SECRET).toBeUndefined();
  });

  it("when a setting is empty (as in .env.example), then it counts as unset", () => {
    expect(problems({ ...safeProduction, ADMIN_EMAIL: "", HEALTH_PORT: "", CORS_ORIGIN: "" })).toEqual([]);
    expect(problems({ ...safeProduction, JWT_SECRET: "" })).toEqual(["JWT_SECRET"]);
    expect(loadConfig({ HEALTH_PORT: "" }).HEALTH_PORT).toBeUndefined();
  });

  it("when TRUST_PROXY is set, then Express gets a flag, a hop count or the names as given", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe("loopback");
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8");
  });
});
