import { z } from './zod';

/** The answer of a change that has nothing more to tell than a sentence for a person. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** What saving a set of settings answers: the sentence, and the settings as they now are. */
export const settingsSavedSchema = <Settings extends z.ZodType>(settings: Settings) => messageReplySchema.extend({ settings });
