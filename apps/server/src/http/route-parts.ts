import { z } from 'zod';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { largestKey } from '@rgcc/shared/common/keys';

/**
 * What the route files would otherwise each write again: the error answers a route documents, and
 * its `:id`. (The signed-in account is `signedInAccount` in current-account.ts; the `{ message }`
 * answer is `messageReplySchema` in the shared common/message-reply.ts.)
 */

/** The error statuses a route may answer, each in the one error shape of docs/api.md, for its `response`. */
export function errorReplies<const Statuses extends readonly number[]>(...statuses: Statuses) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as { [Status in Statuses[number]]: typeof apiErrorSchema };
}

/** What an `:id` that is a number but no key answers, check by check; zod's own words where left out. */
export interface OutOfRangeMessages {
  notWhole?: string;
  belowOne?: string;
  tooLarge?: string;
}

/**
 * A path's `{ id }`: a whole number from 1 to the largest key. `notANumber` answers an id that is
 * no number (usually the route's not-found sentence); `outOfRange` answers the other checks, one
 * sentence for all of them or one each.
 */
export function idParams(notANumber?: string, outOfRange: string | OutOfRangeMessages = {}) {
  const range = typeof outOfRange === 'string' ? { notWhole: outOfRange, belowOne: outOfRange, tooLarge: outOfRange } : outOfRange;
  const number = notANumber === undefined ? z.coerce.number() : z.coerce.number({ error: notANumber });
  return z.object({ id: number.int(range.notWhole).min(1, range.belowOne).max(largestKey, range.tooLarge) });
}
