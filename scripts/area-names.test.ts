import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The map of the club's areas (docs/architecture.md, decision 0030): the same names are the
 * folders of the server's modules, the web app's features and the shared code, so that one
 * capability is found in one place on each side.
 */
const areas = {
  account: 'signing in and out, passwords, the second factor, staff accounts and invitations',
  audit: 'the audit log of every change staff make',
  billing: 'the registration fee through the wallet, receipts, the staff view of payments; the ledger next',
  bookings: 'what members reserve: tee times, guest rooms and the convention hall',
  comms: 'what people write to the club and the club to them: contact, newsletter, ratings, reviews, support, the inbox, the mail outbox',
  content: 'what the public pages show: pages, lists, events, media, the club settings',
  golf: 'the game: tournaments, their entries and draw, the course page; scores and handicaps next',
  membership: 'becoming and being a member: the application, verification, review, the register of members, the card',
  operations: "running the club's server: its background jobs, and the failed ones admins retry",
} as const;

type Side = 'server' | 'web' | 'shared';

/** Names on one side only, and why (at most three). */
const oneSided: Record<string, { side: Side; reason: string }> = {
  health: { side: 'server', reason: 'a monitor asks whether the server and its database answer; no page shows it' },
  common: { side: 'shared', reason: "the pieces every area's schemas are built of: zod set up for the CSP, the API error shape, text, dates, pages of a list, the page paths" },
  format: { side: 'shared', reason: 'money, dates and numbers as every area shows them, the locale a parameter' },
};

const audiences = ['public', 'member', 'staff'];

const root = path.resolve(import.meta.dirname, '..');
const sideFolders: Record<Side, string> = { server: 'apps/server/src/modules', web: 'apps/web/src/features', shared: 'packages/shared/src' };

/** Folders that hold code: a folder a rename left behind in a checkout, with untracked files only, is no area. */
const foldersOf = (folder: string) =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.readdirSync(path.join(root, folder, entry.name), { recursive: true }).some((file) => /\.tsx?$/.test(String(file))))
    .map((entry) => entry.name);

const filesUnder = (folder: string) => fs.readdirSync(path.join(root, folder), { recursive: true }).map(String);

describe('the map of areas', () => {
  it('has at most 12 areas and at most 3 names on one side only', () => {
    expect(Object.keys(areas).length).toBeLessThanOrEqual(12);
    expect(Object.keys(oneSided).length).toBeLessThanOrEqual(3);
  });

  it.each(Object.keys(sideFolders) as Side[])('names every folder on the %s side', (side) => {
    const unnamed = foldersOf(sideFolders[side]).filter((name) => !(name in areas) && oneSided[name]?.side !== side);
    expect(unnamed, `folders of ${sideFolders[side]} that are neither an area nor a name of that side with its reason`).toEqual([]);
  });

  it.each(Object.keys(areas))('%s is a folder on the server, on the web and in shared code', (area) => {
    for (const side of Object.keys(sideFolders) as Side[]) expect(foldersOf(sideFolders[side]), sideFolders[side]).toContain(area);
  });

  it.each(Object.entries(oneSided))('%s is on its one side only', (name, { side }) => {
    for (const other of Object.keys(sideFolders) as Side[]) expect(foldersOf(sideFolders[other]).includes(name), sideFolders[other]).toBe(other === side);
  });
});

describe('the audience inside an area', () => {
  it.each(Object.keys(areas))('%s: the web has pages only for audiences the server has routes for', (area) => {
    const serverAudiences = foldersOf(`${sideFolders.server}/${area}`).filter((name) => audiences.includes(name));
    const webFolders = foldersOf(`${sideFolders.web}/${area}`);
    expect(webFolders.filter((name) => !audiences.includes(name)), 'web folders that are not an audience').toEqual([]);
    expect(webFolders.filter((name) => !serverAudiences.includes(name)), 'web audiences without routes').toEqual([]);
  });

  it('puts every server route file in an audience folder, and nothing else there', () => {
    const files = filesUnder(sideFolders.server).filter((file) => /\.ts$/.test(file));
    const inAudience = (file: string) => audiences.includes(file.split(path.sep)[1] ?? '');
    expect(files.filter((file) => file.endsWith('-routes.ts') && !inAudience(file))).toEqual([]);
    expect(files.filter((file) => inAudience(file) && !file.endsWith('-routes.ts'))).toEqual([]);
  });

  it('puts every page of the web app in an audience folder', () => {
    expect(filesUnder(sideFolders.web).filter((file) => file.endsWith('-page.tsx') && !audiences.includes(file.split(path.sep)[1] ?? ''))).toEqual([]);
  });
});
