import { z } from "zod";

/** Between a member's name and role: an en or em dash, or a hyphen with spaces (a hyphenated name stays whole). */
const NAME_ROLE = /\s*[–—]\s*|\s+-\s+/;

/** "Ada Obi – Chair, Musa Bello – Director" → [{ name: "Ada Obi", role: "Chair" }, ...]. */
export function parseBoardMembers(setting: string): Array<{ name: string; role?: string }> {
  return setting
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name = "", ...role] = entry.split(NAME_ROLE);
      const joined = role.join(" – ").trim();
      return joined ? { name: name.trim(), role: joined } : { name: name.trim() };
    });
}

/** BOARD_MEMBERS: at least one member, each with a name. */
export const boardMembers = z
  .string()
  .transform(parseBoardMembers)
  .refine((members) => members.length > 0 && members.every((m) => m.name !== ""), {
    message: 'must list members as "Name – Role", separated by commas',
  });
