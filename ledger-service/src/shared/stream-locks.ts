import { StreamLocks } from "@app/event-store/stream-locks";

export { StreamLocks };

/** One per process: every command of this process goes through it. */
export const processStreamLocks = new StreamLocks();
