/**
 * What the server answers when it cannot do its work for a reason outside the request: the
 * person sees the message (the API's `message`, which the site's pages show as they are).
 */
export const serviceFaultMessages = {
  /** 503: the database does not answer (stopped, restarting, unreachable). */
  databaseUnavailable: "The club's database is not answering. Please try again in a minute.",
  /** 507: the disk (or the database's disk) is full. */
  outOfStorage: 'The server is out of storage space, so nothing can be saved. Please try again later.',
  /** 503: more requests at once than the server can serve. */
  overloaded: 'The server is busy. Please try again in a few seconds.',
} as const;
