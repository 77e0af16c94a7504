/**
 * The HAProxy and PgBouncer configurations of the scale layout, written once: the scale test
 * (scripts/scale/proxies.ts) runs Debian's binaries with them on free ports, and docker compose's
 * `scale` profile mounts the same text, rendered for its network, from deploy/scale/
 * (scripts/scale/configs.unit.spec.ts fails when those files and this code disagree).
 */

export interface PgBouncerOptions {
  listenAddr: string;
  listenPort: number;
  /** Where PostgreSQL listens: every database name passes through to it. */
  server: { host: string; port: number };
  /** trust (the test cluster) or scram-sha-256 (compose: the password in auth_file). */
  authType: "trust" | "scram-sha-256";
  authFile: string;
  poolSize: number;
  /** Unset: logs go to stderr (a container's log). */
  logFile?: string;
  pidFile?: string;
  unixSocketDir?: string;
}

/** PgBouncer in transaction mode: a server connection serves one transaction of a client, then the next client's. */
export function pgbouncerIni(o: PgBouncerOptions): string {
  return [
    "[databases]",
    `* = host=${o.server.host} port=${o.server.port}`,
    "[pgbouncer]",
    `listen_addr = ${o.listenAddr}`,
    `listen_port = ${o.listenPort}`,
    ...(o.unixSocketDir !== undefined ? [`unix_socket_dir = ${o.unixSocketDir}`] : []),
    `auth_type = ${o.authType}`,
    `auth_file = ${o.authFile}`,
    "pool_mode = transaction",
    `default_pool_size = ${o.poolSize}`,
    "max_client_conn = 1000",
    "ignore_startup_parameters = extra_float_digits",
    ...(o.logFile ? [`logfile = ${o.logFile}`] : []),
    ...(o.pidFile ? [`pidfile = ${o.pidFile}`] : []),
    "",
  ].join("\n");
}

export interface HaproxyOptions {
  bind: string;
  /** The API processes, host:port each. */
  servers: string[];
  /**
   * A name server to resolve the servers' host names with, again while running (compose's DNS,
   * 127.0.0.11): a replica started later or again is found. Unset: addresses are literal.
   */
  resolver?: string;
}

/**
 * HAProxy in front of the API processes: round robin, a server taken out after three failed
 * health checks (GET /api/health every 500 ms: liveness, never the projection lag), a connection
 * refused retried on the other one.
 */
export function haproxyCfg(o: HaproxyOptions): string {
  return [
    "global",
    "  maxconn 2000",
    ...(o.resolver ? ["resolvers dns", `  nameserver dns1 ${o.resolver}`, "  hold valid 10s"] : []),
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  option redispatch",
    "  retries 3",
    "  timeout connect 2s",
    // A busy API answers its health check late: taken out only when it stops answering.
    "  timeout check 10s",
    "  timeout client 120s",
    "  timeout server 120s",
    ...(o.resolver ? ["  default-server init-addr last,libc,none resolvers dns"] : []),
    "frontend api",
    `  bind ${o.bind}`,
    "  default_backend apis",
    "backend apis",
    "  balance roundrobin",
    "  option httpchk GET /api/health",
    ...o.servers.map((s, i) => `  server api${i + 1} ${s} check inter 500 fall 3 rise 1`),
    "",
  ].join("\n");
}

/** The scale profile's rendering (docker-compose.yml): PostgreSQL, the API replicas by their service names. */
export const COMPOSE_PGBOUNCER: PgBouncerOptions = {
  listenAddr: "0.0.0.0",
  listenPort: 6432,
  server: { host: "postgres", port: 5432 },
  authType: "scram-sha-256",
  // Written from POSTGRES_PASSWORD when the container starts (never in the repository).
  authFile: "/tmp/userlist.txt",
  poolSize: 20,
};
export const COMPOSE_HAPROXY: HaproxyOptions = {
  bind: "0.0.0.0:3000",
  servers: ["api-1:3000", "api-2:3000"],
  resolver: "127.0.0.11:53",
};
