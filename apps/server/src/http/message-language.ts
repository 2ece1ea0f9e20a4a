import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translateMessage, type TranslationTable } from '@rgcc/shared/common/message-translations';
import { loadSchemaTranslations } from '@rgcc/shared/common/schema-translations';
import type { Locale } from '@rgcc/shared/format/locale';
import serverBangla from '../translations/bn.json' with { type: 'json' };
import { signedInOf } from './current-account';
import { acceptedLocale } from './request-locale';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer carries a `message` someone wrote (an announcement, a contact message): kept as written. */
    messageIsWritten?: boolean;
  }
}

/**
 * Every answer's `message` and field `errors` in the request's language: the signed-in account's
 * choice, else `Accept-Language` (docs/decisions/0046-message-translations.md). Services and
 * schemas raise their messages in English; this is the one place they are translated.
 *
 * Outside production a message the Bangla table lacks turns the answer into a 500, whatever the
 * request's language: every message a test sees must have its translation. In production it goes
 * in English, with a warning in the log.
 */
export async function registerMessageLanguage(app: FastifyInstance) {
  const tables: readonly TranslationTable[] = [await loadSchemaTranslations('bn'), serverBangla];
  const strict = !app.deps.config.isProduction;

  /** The Bangla of a message, or the English and the names of those that have none. */
  const inBangla = (english: string, missing: string[]): string => {
    const translated = translateMessage(english, tables, 'bn');
    if (translated !== undefined) return translated;
    missing.push(english);
    return english;
  };

  async function localeOf(request: FastifyRequest, statusCode: number): Promise<Locale> {
    // A database that does not answer (a 503) cannot say whose session this is.
    if (statusCode < 500) {
      // Failing to read the session (the database gone) leaves the request's own language.
      const signedIn = await Promise.resolve()
        .then(() => signedInOf(app.deps.db, request))
        .catch(() => null);
      if (signedIn) return signedIn.account.language;
    }
    return acceptedLocale(request) ?? 'en';
  }

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!carriesMessages(payload) || (reply.statusCode < 400 && request.routeOptions.config.messageIsWritten)) return payload;
    const locale = await localeOf(request, reply.statusCode);
    if (locale === 'en' && !strict) return payload;
    const missing: string[] = [];
    const translated = withMessagesIn(payload, (english) => inBangla(english, missing));
    if (missing.length > 0) {
      if (!strict) request.log.warn({ missing }, 'a message without Bangla is sent in English');
      else {
        void reply.code(500);
        return { message: `No Bangla for ${missing.map((english) => `"${english}"`).join(', ')}: add it to apps/server/src/translations/bn.json or packages/shared/src/translations/bn.json.` };
      }
    }
    return locale === 'bn' ? translated : payload;
  });
}

/**
 * The messages an answer carries: its `message`, and its `errors`, either docs/api.md's field
 * errors (`{ field: message }`) or a file's problems (`[{ line, column, message }]`, an import's preview).
 */
interface MessageBody {
  message?: unknown;
  errors?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function carriesMessages(payload: unknown): payload is MessageBody {
  return isRecord(payload) && (typeof payload.message === 'string' || (payload.errors !== undefined && typeof payload.errors === 'object'));
}

function withMessagesIn(body: MessageBody, translate: (english: string) => string): MessageBody {
  const { message, errors } = body;
  const translatedErrors = Array.isArray(errors)
    ? errors.map((problem: unknown) => (isRecord(problem) && typeof problem.message === 'string' ? { ...problem, message: translate(problem.message) } : problem))
    : isRecord(errors)
      ? Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, typeof text === 'string' ? translate(text) : text]))
      : errors;
  return { ...body, ...(typeof message === 'string' ? { message: translate(message) } : {}), ...(errors === undefined ? {} : { errors: translatedErrors }) };
}
