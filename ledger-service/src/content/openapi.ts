import * as api from "@app/contracts";
import { z } from "zod";
import { admin, anyone, type RouteDocs, user } from "../openapi/route-doc.js";

const announcementSaved = z.object({ message: z.string(), announcement: api.announcementResponse });

/** The OpenAPI description of the content routes, from the schemas they parse and answer with. */
export const contentDocs: RouteDocs = {
  "POST /contact": anyone("Send a contact message", {
    refusals: { 429: "Too many messages from this address this hour" },
    body: api.contactRequest,
    created: api.messageResponse,
  }),
  "GET /admin/contact-messages": admin("Contact messages", { query: api.contactMessagesQuery, ok: api.contactMessagesResponse }),
  "GET /announcement/active": user("The active announcement", { ok: api.announcementResponse }),
  "POST /announcement/create": admin("Save the announcement", { body: api.announcementRequest, created: announcementSaved }),
  "PATCH /announcement/toggle": admin("Enable or disable the announcement", {
    refusals: { 404: "No announcement to toggle" },
    ok: announcementSaved,
  }),
  "GET /signals/public": anyone("Free trading signals", { ok: api.signalsResponse }),
  "GET /signals": admin("Signals (admin)", { ok: api.signalsResponse }),
  "POST /signals": admin("Publish a signal", {
    body: api.createSignalRequest,
    created: z.object({ message: z.string(), signal: api.signalItem }),
  }),
  "PATCH /signals/:id": admin("Update a signal's status and notes", {
    body: api.updateSignalRequest,
    ok: z.object({ message: z.string(), signal: api.signalItem }),
  }),
  "DELETE /signals/:id": admin("Delete a signal", { ok: api.messageResponse }),
};
