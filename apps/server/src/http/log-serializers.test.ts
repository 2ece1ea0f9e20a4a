import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './log-serializers';

describe('errorForLog', () => {
  it("keeps a failed query's statement and its cause's code and constraint, never its parameters or the values the database quotes", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "Nasrin Sultana" in table "applications"'), {
      code: '22P02',
      table_name: 'applications',
      detail: 'Key (email)=(nasrin@example.com) already exists.',
      constraint_name: 'applications_open_email_unique',
    });
    const error = new DrizzleQueryError('insert into "applications" ("email") values ($1)', ['nasrin@example.com'], cause);
    const logged = errorForLog(error);
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query: insert into "applications" ("email") values ($1)' });
    expect(logged.cause).toMatchObject({
      code: '22P02',
      constraint: 'applications_open_email_unique',
      message: 'invalid input syntax for type integer: "…" in table "applications"',
    });
    expect(JSON.stringify(logged)).not.toMatch(/nasrin|Nasrin|Key \(email\)/);
    expect(logged.stack).not.toContain('params');
  });

  it('takes emails, tokens, long numbers and query strings out of any other message', () => {
    const logged = errorForLog(new Error('550 <member@example.com> rejected for http://club.test/api/uploads/x?expires=1&signature=abc token A1b2C3d4E5f6G7h8I9j0K1l2 NID 19857312460913'));
    expect(logged.message).toBe('550 <[email]> rejected for http://club.test/api/uploads/x?… token [token] NID [number]');
  });

  it('names what is not an error without showing it', () => {
    expect(errorForLog({ password: 'secret' })).toEqual({ type: 'object', message: '', stack: '' });
  });
});
