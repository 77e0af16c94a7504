import * as api from "@app/contracts";
import { z } from "zod";
import { admin, anyone, created, ok, type RouteDocs, user } from "../openapi/route-doc.js";

const announcementSaved = z.object({ message: z.string(), announcement: api.announcementResponse });

/** The OpenAPI description of the content routes, from the schemas they parse and answer with. */
export const contentDocs: RouteDocs = {
  "POST /contact": anyone("Send a contact message", created(api.messageResponse), { body: api.contactRequest }),
  "GET /admin/contact-messages": admin("Contact messages", ok(api.contactMessagesResponse), { query: api.contactMessagesQuery }),
  "GET /announcement/active": user("The active announcement", ok(api.announcementResponse)),
  "POST /announcement/create": admin("Save the announcement", created(announcementSaved), { body: api.announcementRequest }),
  "PATCH /announcement/toggle": admin("Enable or disable the announcement", ok(announcementSaved)),
  "GET /signals/public": anyone("Free trading signals", ok(api.signalsResponse)),
  "GET /signals": admin("Signals (admin)", ok(api.signalsResponse)),
  "POST /signals": admin("Publish a signal", created(z.object({ message: z.string(), signal: api.signalItem })), {
    body: api.createSignalRequest,
  }),
  "PATCH /signals/:id": admin("Update a signal's status and notes", ok(z.object({ message: z.string(), signal: api.signalItem })), {
    body: api.updateSignalRequest,
  }),
  "DELETE /signals/:id": admin("Delete a signal", ok(api.messageResponse)),
};
