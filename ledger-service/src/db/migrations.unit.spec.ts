import { expectEveryFileListed } from "@app/projections/testing/migration-files";
import { describe, it } from "vitest";
import { ledgerMigrations } from "./migrations/index.js";

describe("the ledger service's migrations", () => {
  it("when a migration file is added, then the list the build carries names it, in order", () => {
    expectEveryFileListed(import.meta.url, ledgerMigrations.migrations);
  });
});
