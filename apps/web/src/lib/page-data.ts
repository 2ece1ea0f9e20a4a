import { createContext, data, redirect, RouterContextProvider, useRouteLoaderData } from 'react-router';
// Types only: the schema modules would pull zod into every page's first load.
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { PublicClub } from '@rgcc/shared/content/club-settings';
import type { Locale } from '@rgcc/shared/format/locale';
import { loginPathFor } from './return-to';
import { forgetSession } from './session';
import { keyOf } from '@rgcc/shared/common/keys';
import { localeOfPath } from '@rgcc/shared/common/page-paths';

/** The API's answer to a GET, as a loader sees it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * Where a page's loader reads its data: the API over HTTP in the browser, and the server's own
 * API in process while it renders the page (apps/server/src/http/web-app.ts). Either way the
 * loader asks for the same `/api/...` path and gets the same answer. On the server, only a
 * signed-in page's source carries the visitor's session; the club's pages are read without one.
 */
export interface PageDataSource {
  get(path: string): Promise<ApiAnswer>;
}

export const pageDataSource = createContext<PageDataSource>();

const overHttp: PageDataSource = {
  async get(path) {
    const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  },
};

/** One request per path within one navigation (or one server render): the guards and pages share `/api/me`. */
function onePerPath(source: PageDataSource): PageDataSource {
  const answers = new Map<string, Promise<ApiAnswer>>();
  return {
    get(path) {
      let answer = answers.get(path);
      if (!answer) answers.set(path, (answer = source.get(path)));
      return answer;
    },
  };
}

/** The router's context in the browser: made afresh for each navigation, whose loaders read the API. */
export function browserRouterContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageDataSource, onePerPath(overHttp));
  return context;
}

export function serverRouterContext(source: PageDataSource): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageDataSource, onePerPath(source));
  return context;
}

interface LoaderArgs {
  context: unknown;
}

/** Ids of rows are positive integers the database's integer holds; anything else can never match, so it is not worth a request. */
export const isRowId = (id: string) => keyOf(id) !== null;

const sourceOf = ({ context }: LoaderArgs) => (context as RouterContextProvider).get(pageDataSource);

export const pageLoadFailedMessage = 'We could not load this page. Please check your connection and reload it.';

/**
 * An answer a page cannot be shown with. Its message is for the person: the server's reason when
 * it gave one (a locked dashboard), else a plain apology. The page shows it (app/route-error.tsx).
 */
export class ApiAnswerError extends Error {
  override name = 'ApiAnswerError';
}

function failed({ body }: ApiAnswer): ApiAnswerError {
  const message = (body as { message?: unknown } | undefined)?.message;
  return new ApiAnswerError(typeof message === 'string' ? message : pageLoadFailedMessage);
}

/** A content path asking for the texts staff wrote in `locale`: `lang=bn` for Bangla, the API's own English without it. */
const inLanguage = (path: string, locale: Locale) => (locale === 'bn' ? `${path}${path.includes('?') ? '&' : '?'}lang=bn` : path);

/**
 * The club's content: `await readContent<Leader[]>(args, '/api/leaders')`; null when the API
 * answers 404. A Bangla page asks for it with `lang=bn`: the texts staff wrote in Bangla; `locale`
 * asks for another language than the path's.
 */
export async function readContent<T>(args: LoaderArgs & { request: Request }, path: string, locale = localeOfPath(new URL(args.request.url).pathname)): Promise<T> {
  const answer = await sourceOf(args).get(inLanguage(path, locale));
  if (answer.status === 404) return null as T;
  if (answer.status !== 200) throw failed(answer);
  return answer.body as T;
}

/**
 * What only the person signed in may read, or the not-found page (404) when it is not there.
 * Without a session (none, ended, or revoked) the page is the login page, which brings them back.
 */
export async function readSignedIn<T>(args: LoaderArgs & { request: Request }, path: string): Promise<T> {
  const answer = await signedInAnswer(args, path);
  if (answer.status === 404) throw notFound();
  return answer.body as T;
}

/** `readSignedIn` for a page that says itself what is missing (an unknown invoice, a thread): null when the API answers 404. */
export async function readSignedInIfThere<T>(args: LoaderArgs & { request: Request }, path: string): Promise<T | null> {
  const answer = await signedInAnswer(args, path);
  return answer.status === 404 ? null : (answer.body as T);
}

/** Thrown by a loader whose page is not there (an unknown record, a malformed ID): the not-found page, with a 404 status. */
export const notFound = () => data(null, { status: 404 });

/** The API's answer when it is 200 or 404; any other is the login page, the role's refusal or the error page. */
async function signedInAnswer(args: LoaderArgs & { request: Request }, path: string): Promise<ApiAnswer> {
  const answer = await sourceOf(args).get(path);
  if (answer.status === 401) {
    if (typeof window !== 'undefined') forgetSession();
    const url = new URL(args.request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  }
  // Not for this person (a console section outside their role): the page says so, with that status.
  if (answer.status === 403) throw data(answer.body, { status: 403 });
  if (answer.status !== 200 && answer.status !== 404) throw failed(answer);
  return answer;
}

/**
 * The club's content on a page for the person signed in, which is in their account's language
 * (`/api/me`, the answer the page's guard read): `lang=bn` for an account that reads Bangla.
 */
export async function readContentForAccount<T>(args: LoaderArgs & { request: Request }, path: string): Promise<T> {
  const { language } = await readSignedIn<CurrentAccount>(args, '/api/me');
  return readContent<T>(args, path, language);
}

/** The API's answer as it is, for a loader that shows each outcome (a verification link). */
export function readAnswer(args: LoaderArgs, path: string): Promise<ApiAnswer> {
  return sourceOf(args).get(path);
}

/** What the person signed in may read, or null when nobody is (401) or it is not there (404). */
export async function readWithSession<T>(args: LoaderArgs, path: string): Promise<T | null> {
  const answer = await sourceOf(args).get(path);
  if (answer.status === 401) {
    if (typeof window !== 'undefined') forgetSession();
    return null;
  }
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw failed(answer);
  return answer.body as T;
}

/**
 * The root route's data, which every page's first render uses: the moment the page was rendered,
 * and the club's contact details, opening hours and course status (set by staff, so read at run
 * time like any content; the footer shows them on every page).
 */
export interface RootData {
  renderedAt: number;
  club: PublicClub;
}

export const rootRouteId = 'root';

/** The route that holds the signed-in account for every page under it (`signedInLoader`). */
export const signedInRouteId = 'signed-in';

export async function rootLoader(args: LoaderArgs & { request: Request }): Promise<RootData> {
  return { renderedAt: Date.now(), club: await readContent<PublicClub>(args, '/api/club') };
}

/** The instant the page was rendered (on the server, or in the browser for a later navigation). */
export function useRenderedAt(): number {
  return (useRouteLoaderData(rootRouteId) as RootData).renderedAt;
}
