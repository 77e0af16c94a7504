import { late, startTestApp, type TestApp, type TestUser } from "@app/ledger-service/testing/test-app";
import type { Logger } from "pino";
import { afterAll, beforeAll } from "vitest";
import { startWorkers, type WorkerSet } from "../src/start-workers.js";
import { type SmtpReceiver, startSmtpReceiver } from "./smtp-receiver.js";

/**
 * The test file's app and its workers, mailing over real SMTP to an in-process receiver: started
 * before the file's tests and stopped after them; with `admin`, an admin account made once it runs.
 * `const { smtp, app } = useMailedApp()` at the top of a file; usable from the first hook on.
 */
export function useMailedApp(
  options: { logger?: Logger; admin?: Parameters<TestApp["createUser"]>[0]; env?: Record<string, string> } = {},
): {
  smtp: SmtpReceiver;
  app: TestApp;
  admin: TestUser;
  /** Stops the workers and starts new ones, as a deploy or a crash would. */
  restartWorkers: () => Promise<void>;
} {
  let smtp: SmtpReceiver | undefined;
  let app: TestApp | undefined;
  let workers: WorkerSet | undefined;
  let admin: TestUser | undefined;
  const start = (running: TestApp) => startWorkers(running.ctx, running.runtime.redis, running.queuePrefix);
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startTestApp({ ...options.env, SMTP_URL: smtp.url, PUBLIC_URL: "http://app.test" }, { logger: options.logger });
    workers = start(app);
    if (options.admin) admin = await app.createUser({ ...options.admin, isAdmin: true });
  }, 60_000);
  afterAll(async () => {
    await workers?.close();
    await app?.stop();
    await smtp?.close();
  });
  return {
    smtp: late(() => smtp),
    app: late(() => app),
    admin: late(() => admin),
    restartWorkers: async () => {
      await workers?.close();
      if (app) workers = start(app);
    },
  };
}
