import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box.js";

describe("secret box", () => {
  it("when a secret is sealed, then the sealed text does not show it and the same signing secret opens it", () => {
    const sealed = sealSecret("k".repeat(40), "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret("k".repeat(40), sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(sealSecret("k".repeat(40), "JBSWY3DPEHPK3PXP")).not.toBe(sealed);
  });

  it("when another signing secret or an altered text is used, then nothing opens", () => {
    const sealed = sealSecret("k".repeat(40), "JBSWY3DPEHPK3PXP");
    expect(openSecret("j".repeat(40), sealed)).toBeNull();
    const [v, iv, body, tag] = sealed.split(".");
    // The body's first character changed (it carries 6 bits of the first byte, so the bytes
    // change too; its last characters may be padding bits, and "AA" may be what they were).
    const altered = [v, iv, `${body?.startsWith("A") ? "B" : "A"}${body?.slice(1)}`, tag].join(".");
    expect(openSecret("k".repeat(40), altered)).toBeNull();
    expect(openSecret("k".repeat(40), "not-sealed")).toBeNull();
  });
});
