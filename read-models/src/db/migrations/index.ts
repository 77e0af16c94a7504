// Every migration, in order. A bundled build cannot read this folder at run time, so the list is
// explicit; migrations.unit.spec.ts fails when a file here is missing from it.
import type { Migration } from "kysely";
import * as m0 from "./0001-event-store.js";
import * as m1 from "./0002-users.js";
import * as m2 from "./0003-audit-runs.js";
import * as m3 from "./0004-append-function.js";
import * as m4 from "./0006-append-custom-plans.js";
import * as m5 from "./0010-auth-tokens.js";
import * as m6 from "./0011-content.js";
import * as m7 from "./0012-broadcasts.js";
import * as m8 from "./0020-idempotency-keys.js";
import * as m9 from "./0030-money-runs.js";
import * as m10 from "./0031-run-member-claims.js";
import * as m11 from "./0032-append-each.js";
import * as m12 from "./0033-append-one.js";
import * as m13 from "./0034-append-plans-independent-of-size.js";
import * as m14 from "./0035-run-members-lighter-updates.js";
import * as m15 from "./0036-append-one-replaced.js";
import * as m16 from "./0037-stream-snapshots.js";
import * as m17 from "./0038-app-secrets.js";
import * as m0040 from "./0040-second-factor.js";
import * as m0041 from "./0041-uploads.js";
import * as m0042 from "./0042-run-approvers.js";
import * as m0043 from "./0043-notifications.js";

export const migrations: Record<string, Migration> = {
  "0001-event-store": m0,
  "0002-users": m1,
  "0003-audit-runs": m2,
  "0004-append-function": m3,
  "0006-append-custom-plans": m4,
  "0010-auth-tokens": m5,
  "0011-content": m6,
  "0012-broadcasts": m7,
  "0020-idempotency-keys": m8,
  "0030-money-runs": m9,
  "0031-run-member-claims": m10,
  "0032-append-each": m11,
  "0033-append-one": m12,
  "0034-append-plans-independent-of-size": m13,
  "0035-run-members-lighter-updates": m14,
  "0036-append-one-replaced": m15,
  "0037-stream-snapshots": m16,
  "0038-app-secrets": m17,
  "0040-second-factor": m0040,
  "0041-uploads": m0041,
  "0042-run-approvers": m0042,
  "0043-notifications": m0043,
};
