import * as api from "@app/contracts";
import { z } from "zod";
import { admin, type Answer, type RouteDocs, user } from "../openapi/route-doc.js";

/** A statement: CSV (streamed) or PDF, by `format`. */
const statementFile: Answer = { content: { "text/csv": z.string(), "application/pdf": z.string() } };

/** The OpenAPI description of the statements routes, from the schemas they parse and answer with. */
export const statementsDocs: RouteDocs = {
  "GET /user/statement": user(
    "My statement for whole UTC days: opening, movements and closing of profit, referral reward, shares and loan",
    { query: api.statementQuery, ok: statementFile },
  ),
  "GET /admin/users/:id/statement": admin("Any investor's statement", { query: api.statementQuery, ok: statementFile }),
};
