import type pg from "pg";

/**
 * Runs `work` on one client from the pool; `work` opens and commits its own transaction (some
 * callers fold BEGIN or COMMIT into another statement to save round trips). On an error the
 * transaction is rolled back and the client is dropped rather than pooled again: its connection
 * may be broken.
 */
export async function onPooledClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failed = false;
  try {
    return await work(client);
  } catch (error) {
    failed = true;
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release(failed ? true : undefined);
  }
}
