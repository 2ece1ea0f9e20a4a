import { z } from './zod';

/** A number staff set in the console's rules, with the one message that names its bounds. */
export const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.int({ error: message }).min(min, message).max(max, message);
};
