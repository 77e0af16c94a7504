import { describe, it } from "vitest";
import { expectEveryFileListed } from "../../testing/migration-files.js";
import { eventStoreMigrationName, migrations } from "./migrations/index.js";

describe("migrations", () => {
  it("when a migration file is added, then the list the build carries names it, in order", () => {
    expectEveryFileListed(import.meta.url, migrations, [eventStoreMigrationName]);
  });
});
