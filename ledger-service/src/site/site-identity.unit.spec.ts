import { siteIdentityResponse } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../runtime/config.js";
import { siteIdentity } from "./site-identity.js";

describe("the founder and board in the site identity (About)", () => {
  it("when FOUNDER_NAME and BOARD_MEMBERS are set, then GET /api/site's answer names them in the configured order", () => {
    const site = siteIdentity(
      loadConfig({
        FOUNDER_NAME: " Chiamaka Eze ",
        BOARD_MEMBERS: "Ada Obi – Chair, Musa Bello - Independent Director,Ngozi Okafor-Adeyemi, ",
      }),
    );
    expect(siteIdentityResponse.parse(site)).toMatchObject({
      founderName: "Chiamaka Eze",
      boardMembers: [
        { name: "Ada Obi", role: "Chair" },
        { name: "Musa Bello", role: "Independent Director" },
        { name: "Ngozi Okafor-Adeyemi" },
      ],
    });
  });

  it("when they are unset or empty, then the answer has no founder or board at all (About hides both sections)", () => {
    const site = siteIdentity(loadConfig({ FOUNDER_NAME: "", BOARD_MEMBERS: "" }));
    expect(site).not.toHaveProperty("founderName");
    expect(site).not.toHaveProperty("boardMembers");
  });

  it("when BOARD_MEMBERS lists a role without a name, then start is refused naming the setting", () => {
    expect(() => loadConfig({ BOARD_MEMBERS: "Ada Obi – Chair, – Secretary" })).toThrow(/BOARD_MEMBERS/);
  });
});

describe("support hours in the site identity (Contact)", () => {
  it("when SUPPORT_HOURS is set, then GET /api/site's answer carries it; unset, it is absent", () => {
    const hours = "Monday to Friday, 9:00 to 17:00 WAT";
    expect(siteIdentityResponse.parse(siteIdentity(loadConfig({ SUPPORT_HOURS: ` ${hours} ` })))).toMatchObject({ supportHours: hours });
    expect(siteIdentity(loadConfig({}))).not.toHaveProperty("supportHours");
  });
});
