import type { Config } from '../config';

/** Per-IP limit for endpoints that store what visitors send. */
export function writeRateLimit(config: Config) {
  return { max: config.WRITE_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
}
