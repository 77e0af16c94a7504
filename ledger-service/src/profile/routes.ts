import {
  accountUser,
  profilePictureResponse,
  timeZoneSetting,
  timeZoneSettingResponse,
  updateProfileRequest,
  PROFILE_PICTURE_UPDATED,
  PROFILE_UPDATED_SUCCESSFULLY,
} from "@app/contracts";
import { Router } from "express";
import { z } from "zod";
import { limitUploadsPerAddress } from "../auth/address-limits.js";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireUser } from "../shared/auth.js";
import { UnauthorizedError } from "../platform/errors.js";
import { parseInput } from "../shared/validate.js";
import { storeImage } from "../uploads/image-store.js";
import { singleImage } from "../uploads/single-image.js";
import { loadAccountUser, timeZoneOf } from "../auth/account-user.js";

const updateProfileResponse = z.object({ message: z.string(), user: accountUser });

/**
 * The signed-in user's own profile. Every query is keyed by the token's user id, never by an
 * id from the request, so no one reads or edits another user's profile here.
 */
export function profileRoutes(ctx: AppContext): Router {
  const router = Router();
  const me = async (userId: string) => {
    const user = await loadAccountUser(ctx, userId);
    if (!user) throw new UnauthorizedError();
    return user;
  };
  router.get("/user/me", requireUser(ctx, { allowWithoutSecondFactor: true }), async (req, res) => {
    res.json(accountUser.parse(await me(currentUser(req).id)));
  });
  // Name, phone and time zone only: email, referral code, role and balances are not the user's to set.
  router.put("/user/me", requireUser(ctx), async (req, res) => {
    const input = parseInput(updateProfileRequest, req.body);
    const id = currentUser(req).id;
    await ctx.db
      .updateTable("users")
      .set({
        full_name: input.fullName,
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.timeZone !== undefined ? { time_zone: input.timeZone } : {}),
      })
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .execute();
    res.json(updateProfileResponse.parse({ message: PROFILE_UPDATED_SUCCESSFULLY, user: await me(id) }));
  });
  // The zone every time the investor reads is told in (issue 35: one clock); Africa/Lagos until set.
  router.get("/user/time-zone", requireUser(ctx), async (req, res) => {
    res.json(timeZoneSettingResponse.parse({ timeZone: await timeZoneOf(ctx, currentUser(req).id) }));
  });
  router.put("/user/time-zone", requireUser(ctx), async (req, res) => {
    const { timeZone } = parseInput(timeZoneSetting, req.body);
    const id = currentUser(req).id;
    await ctx.db.updateTable("users").set({ time_zone: timeZone }).where("id", "=", id).where("deleted_at", "is", null).execute();
    res.json(timeZoneSettingResponse.parse({ timeZone }));
  });
  router.post("/user/upload-profile-picture", requireUser(ctx), limitUploadsPerAddress(ctx), singleImage("profile"), async (req, res) => {
    const id = currentUser(req).id;
    // A profile picture is its own upload, used by the profile at once: never a proof elsewhere.
    const { url } = await storeImage(ctx, id, "profile", req.file, "profile-picture");
    await ctx.db.updateTable("users").set({ profile_picture: url }).where("id", "=", id).where("deleted_at", "is", null).execute();
    res.json(profilePictureResponse.parse({ message: PROFILE_PICTURE_UPDATED, profilePicture: url }));
  });
  return router;
}
