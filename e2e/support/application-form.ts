import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect } from './test';
import { samplePassport } from '@rgcc/shared/membership/sample-applications';

export type Kind = 'civilian' | 'defence' | 'passport';
export const categoryOf: Record<Kind, string> = { civilian: 'Government Officer', defence: 'Serving Defence Officer', passport: 'Foreigner/Diplomat' };

const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#1f4d3a' } }).png().toBuffer();

/** A small real PNG, as a file chooser hands it to the page. */
export const image = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

/** A page's words: the English ones as they are, or those of another language's catalogues (`inLanguage`). */
export type Say = (english: string) => string;
const inEnglish: Say = (english) => english;

/** Says each English text of `catalogues` as their other language does: the text under the same key. */
export function inLanguage(catalogues: [english: Record<string, string>, other: Record<string, string>][]): Say {
  return (english) => {
    for (const [inEnglishCatalogue, other] of catalogues) {
      const key = Object.keys(inEnglishCatalogue).find((candidate) => inEnglishCatalogue[candidate] === english);
      if (key) return other[key]!;
    }
    throw new Error(`no catalogue says "${english}"`);
  };
}

export async function chooseCategory(page: Page, category: string, say: Say = inEnglish) {
  await page.getByLabel(say('Applicant Category')).selectOption(category);
  // The form's code comes when a category is first reached for; the form then shows.
  await expect(page.getByLabel(say('Type of Membership'))).toBeVisible();
}

export async function upload(page: Page, label: string, say: Say = inEnglish) {
  const field = page.getByLabel(say(label), { exact: true });
  await field.setInputFiles(image(`${label}.png`));
  // This field's own "Uploaded: View image", in either language (any field's was already there
  // after the first upload, and an application sent with a photo still uploading lacked it).
  await expect(field).toHaveAccessibleDescription(/(Uploaded|আপলোড হয়েছে):/);
}

/** Fills one whole application through the registration page, uploading real images; `say` gives the labels in the page's language. */
export async function fillApplication(page: Page, kind: Kind, email: string, say: Say = inEnglish) {
  await chooseCategory(page, categoryOf[kind], say);
  const fill = (label: string, value: string) => page.getByLabel(say(label), { exact: true }).fill(value);
  await page.getByLabel(say('Type of Membership')).selectOption('Full Membership');
  await fill('Name (in English)', 'Nasima Akter');
  await fill(kind === 'defence' ? "Father's / Husband's Name" : "Father's/Husband's Name", 'Abdul Hamid');
  if (kind === 'defence') {
    await fill('Rank', 'Major');
    await fill('BA Number', 'BA-10234');
  }
  await fill('Nationality', kind === 'passport' ? 'Japanese' : 'Bangladeshi');
  await fill('Occupation', 'Engineer');
  await fill('Blood Group', 'O+');
  await fill('Mobile Number', '01711000000');
  await fill('Official Address', 'Station Road, Rangpur');
  await fill('Present Address', 'Dhap, Rangpur');
  await fill('Permanent Address', 'Ghaghat, Rangpur');
  await fill('Monthly Income (BDT)', '150000');
  await upload(page, 'Income Tax Return', say);
  if (kind === 'passport') {
    await fill('Passport Number', 'TR1234567');
    await fill('Passport Type', 'Ordinary');
    await fill('Passport Place of Issue', 'Tokyo');
    await fill('Passport Expiry Date', samplePassport.passportExpiry);
    await fill('Visa Type', 'Business');
    await fill('Visa Expiry Date', samplePassport.visaExpiry);
  } else {
    await fill('National ID Number', '1990123456789');
    await fill('Name (as on NID)', 'Nasima Akter');
    await fill("Father's Name (as on NID)", 'Abdul Hamid');
    await fill("Mother's Name (as on NID)", 'Rokeya Begum');
    await fill('Date of Birth (as on NID)', '1990-04-12');
    await upload(page, 'NID Copy', say);
  }
  await upload(page, 'Passport-size Photo', say);
  if (kind === 'civilian') {
    await fill('Proposer Name', 'Kamal Hossain');
    await fill('Proposer Membership Number', 'RGCC-0142');
    await fill('Proposer Club Name', 'Riverside Golf & Country Club');
    await upload(page, 'Proposer Signature', say);
  }
  await fill('First Name', 'Nasima');
  await fill('Last Name', 'Akter');
  await fill('Email', email);
}
