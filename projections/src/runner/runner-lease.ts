import { type Kysely, sql } from "kysely";

export interface LeaseOptions {
  /** The duty's name: one holder at a time per name (a row of `leases`). */
  name: string;
  /** Who asks; the same holder may take its lease back at once after a restart. */
  holder: string;
  /** A lease not renewed for this long may be taken by another holder. */
  ttlMs?: number;
  /** How often the holder renews it, and a standby tries to take it. */
  renewEveryMs?: number;
  /** Told each time this process starts or stops holding the lease. */
  onChange?: (held: boolean, token: bigint | null) => void;
}

/** A batch found that another holder took the lease: it must not commit. */
export class LeaseLostError extends Error {
  constructor(name: string) {
    super(`the lease ${name} is held by another process now`);
  }
}

/**
 * A lease in PostgreSQL (`leases` row: holder, fencing token, expiry) for a duty that one process
 * of several may do at a time. Its holder renews it every `renewEveryMs`; the others try to take
 * it as often, and succeed once it has not been renewed for `ttlMs` (its holder died or hangs).
 * Each change of holder increments the token: work guarded by `fence` inside its transaction
 * commits only while the token is still this process's, so a holder that lost the lease without
 * knowing it yet cannot commit anything.
 */
export class Lease {
  private token: bigint | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private readonly ttlMs: number;
  readonly renewEveryMs: number;

  constructor(
    private readonly db: Kysely<any>,
    private readonly options: LeaseOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 5000;
    this.renewEveryMs = options.renewEveryMs ?? 1000;
  }

  get held(): boolean {
    return this.token !== null;
  }

  /** Renews the lease when held, tries to take it otherwise; true while held. */
  async tick(): Promise<boolean> {
    const { name, holder } = this.options;
    const ttl = `${this.ttlMs} milliseconds`;
    try {
      if (this.token !== null) {
        const renewed = await sql`
          UPDATE leases SET expires_at = now() + ${ttl}::interval
          WHERE name = ${name} AND holder = ${holder} AND token = ${this.token.toString()}`.execute(this.db);
        if (Number(renewed.numAffectedRows ?? 0) === 0) this.set(null);
      } else {
        const taken = await sql<{ token: string }>`
          INSERT INTO leases (name, holder, token, expires_at) VALUES (${name}, ${holder}, 1, now() + ${ttl}::interval)
          ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, token = leases.token + 1, expires_at = EXCLUDED.expires_at
          WHERE leases.expires_at < now() OR leases.holder = EXCLUDED.holder
          RETURNING token::text`.execute(this.db);
        const row = taken.rows[0];
        if (row) this.set(BigInt(row.token));
      }
    } catch {
      // PostgreSQL away: keep the token; if it lapses meanwhile, `fence` refuses the next batch.
    }
    return this.held;
  }

  /**
   * Inside the work's transaction, just before it commits: throws LeaseLostError unless this
   * process still holds the lease. The row stays share-locked until the commit, so no other
   * holder can take it in between.
   */
  async fence(trx: Kysely<any>): Promise<void> {
    const r = await sql<{ holder: string; token: string }>`
      SELECT holder, token::text FROM leases WHERE name = ${this.options.name} FOR SHARE`.execute(trx);
    const row = r.rows[0];
    if (this.token === null || !row || row.holder !== this.options.holder || BigInt(row.token) !== this.token) {
      this.set(null);
      throw new LeaseLostError(this.options.name);
    }
  }

  /** Ticks now and then every `renewEveryMs` until stopped. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      if (this.ticking) return;
      this.ticking = this.tick().then(() => {
        this.ticking = null;
      });
    };
    tick();
    this.timer = setInterval(tick, this.renewEveryMs);
  }

  /** Stops renewing and gives the lease up at once, so a standby takes over without waiting for it to lapse. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    const token = this.token;
    if (token === null) return;
    this.set(null);
    await sql`UPDATE leases SET expires_at = now() - interval '1 millisecond'
              WHERE name = ${this.options.name} AND holder = ${this.options.holder} AND token = ${token.toString()}`
      .execute(this.db)
      .catch(() => {});
  }

  private set(token: bigint | null): void {
    const changed = (token === null) !== (this.token === null) || token !== this.token;
    this.token = token;
    if (changed) this.options.onChange?.(token !== null, token);
  }
}
