// The channel's close codes, without a schema: the web app's live client knows them before
// (and without) building any.

/** Close codes of the live channel (4000–4999 are the application's). */
export const LIVE_CLOSE_CODES = {
  /**
   * No valid session at the upgrade (the handshake completes and the socket is closed at once:
   * browsers hide a refused handshake's status), or the session ended (logout, expiry). The client
   * stops reconnecting and signs in again; any other close (1001 restart, 1006 network) is retried.
   */
  unauthenticated: 4401,
  /** The account was suspended. */
  suspended: 4403,
  /** Too many malformed or rate-limited frames. */
  policyViolation: 1008,
  /**
   * The person already holds as many sockets as one person may (LIVE_MAX_SOCKETS_PER_USER); the
   * client retries with its backoff, and gets in once one of their other tabs closes.
   */
  tooManyConnections: 4429,
} as const;
