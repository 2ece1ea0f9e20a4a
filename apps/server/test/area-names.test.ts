import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// Only folders with code: one a rename left behind in a checkout, holding untracked files, is no area.
const folders = (relative: string) =>
  fs
    .readdirSync(new URL(relative, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => fs.readdirSync(new URL(`${relative}${name}/`, import.meta.url)).some((file) => /\.tsx?$/.test(file)));

const serverModules = folders('../src/modules/');
const webFeatures = folders('../../web/src/features/');

/**
 * The server modules that are not the back of one web feature, and why. Every other module shares
 * its name with the web feature of its area (decision 0014): a new module fails here until it has
 * that feature or a line in this list.
 */
const notOneFeature: Record<string, string> = {
  content: 'the club content that most public pages read (events, gallery, menu, facilities, leaders, holes)',
  submissions: "the visitors' forms of several pages: contact, newsletter, hall booking, restaurant rating",
  reviews: "the restaurant's reviews, which features/restaurant shows beside its menu and rating and features/review-moderation lets staff moderate",
  'public-media': "the images staff upload for the public pages, from the console's Events and Content",
  uploads: 'the images a form uploads (today the registration form), read back through signed links',
  tournaments: "tournament entries, which features/member-area's Events pages let members enter, features/club-events lets staff run and draw, and features/events shows the draw of",
  health: 'for monitoring; no page',
  'dev-mailbox': 'a development page that the server renders itself',
  'sandbox-wallet': "the sandbox payment provider's wallet page, rendered by the server",
  'tee-times': "the 9-hole course's tee times: members book them in features/bookings, beside their other bookings; staff keep the tee sheet in features/bookings-console",
  'rooms-and-hall': "guest-room stays and convention-hall requests: members request them in features/bookings (visitors through the convention hall's popup); staff answer them in features/bookings-console",
  'member-card': "the membership card: the member's card page is in features/member-area beside the other cards; the gate page its QR code opens is features/card-check",
  support: "members' support threads: the member's pages are in features/member-area, in the frame of the dashboard's cards; staff answer them in features/inbox",
};

describe('area names (decision 0014)', () => {
  it.each(serverModules.filter((module) => !(module in notOneFeature)))('server module %s has a web feature of the same name', (module) => {
    expect(webFeatures).toContain(module);
  });

  it.each(Object.keys(notOneFeature))('%s, listed as no single feature, is a server module without a web feature of its name', (module) => {
    expect(serverModules).toContain(module);
    expect(webFeatures).not.toContain(module);
  });
});
