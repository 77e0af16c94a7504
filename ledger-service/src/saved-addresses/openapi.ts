import * as api from "@app/contracts";
import { type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the saved withdrawal addresses, from the schemas they parse and answer with. */
export const savedAddressesDocs: RouteDocs = {
  "GET /user/saved-addresses": user("My saved withdrawal addresses, newest first", { ok: api.savedAddressesResponse }),
  "POST /user/saved-addresses": user(
    "Save a withdrawal address with a label (the address must exist on its network; 409 when saved already or at 20). Saving does not lift the new-wallet hold.",
    { body: api.savedAddressRequest, created: api.savedAddressSavedResponse },
  ),
  "DELETE /user/saved-addresses/:id": user("Delete one of my saved addresses (404 when not mine)", { ok: api.messageResponse }),
};
