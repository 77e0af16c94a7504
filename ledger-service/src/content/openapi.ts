import * as api from "@app/contracts";
import { z } from "zod";
import type { RouteDocs } from "../openapi/route-doc.js";

const announcementSaved = z.object({ message: z.string(), announcement: api.announcementResponse });

/** The OpenAPI description of the content routes, from the schemas they parse and answer with. */
export const contentDocs: RouteDocs = {
  "POST /contact": { summary: "Send a contact message", auth: "none", body: api.contactRequest, responses: { 201: api.messageResponse } },
  "GET /admin/contact-messages": {
    summary: "Contact messages",
    auth: "admin",
    query: api.contactMessagesQuery,
    responses: { 200: api.contactMessagesResponse },
  },
  "GET /announcement/active": { summary: "The active announcement", auth: "user", responses: { 200: api.announcementResponse } },
  "POST /announcement/create": {
    summary: "Save the announcement",
    auth: "admin",
    body: api.announcementRequest,
    responses: { 201: announcementSaved },
  },
  "PATCH /announcement/toggle": {
    summary: "Enable or disable the announcement",
    auth: "admin",
    responses: { 200: announcementSaved },
  },
  "GET /signals/public": { summary: "Free trading signals", auth: "none", responses: { 200: api.signalsResponse } },
  "GET /signals": { summary: "Signals (admin)", auth: "admin", responses: { 200: api.signalsResponse } },
  "POST /signals": {
    summary: "Publish a signal",
    auth: "admin",
    body: api.createSignalRequest,
    responses: { 201: z.object({ message: z.string(), signal: api.signalItem }) },
  },
  "PATCH /signals/:id": {
    summary: "Update a signal's status and notes",
    auth: "admin",
    body: api.updateSignalRequest,
    responses: { 200: z.object({ message: z.string(), signal: api.signalItem }) },
  },
  "DELETE /signals/:id": { summary: "Delete a signal", auth: "admin", responses: { 200: api.messageResponse } },
};
