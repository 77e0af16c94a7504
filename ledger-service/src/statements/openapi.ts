import * as api from "@app/contracts";
import { z } from "zod";
import type { Answer, RouteDocs } from "../openapi/route-doc.js";

/** A statement: CSV (streamed) or PDF, by `format`. */
const statementFile: Answer = { content: { "text/csv": z.string(), "application/pdf": z.string() } };

/** The OpenAPI description of the statements routes, from the schemas they parse and answer with. */
export const statementsDocs: RouteDocs = {
  "GET /user/statement": {
    summary: "My statement for whole UTC days: opening, movements and closing of profit, referral reward, shares and loan",
    auth: "user",
    query: api.statementQuery,
    responses: { 200: statementFile },
  },
  "GET /admin/users/:id/statement": {
    summary: "Any investor's statement",
    auth: "admin",
    query: api.statementQuery,
    responses: { 200: statementFile },
  },
};
