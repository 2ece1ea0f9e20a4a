import { describe, expect, it } from 'vitest';
import {
  civilianApplicationSchema,
  defenceApplicationSchema,
  membershipApplicationSchema,
  passportApplicationSchema,
} from './membership-application';
import { clubToday } from '../format/club-date';
import { sampleApplicant, sampleDefence, sampleNid, samplePassport, sampleProposer } from './sample-applications';

const link = (name: string) => `http://localhost:3000/api/uploads/${name}?expires=1&signature=x`;

const common = { ...sampleApplicant, incomeTaxReturn: link('tax'), photo: link('photo'), email: 'Rafiq@Example.com' };
const nid = { ...sampleNid, nidCopy: link('nid') };

const validCivilian = { category: 'Government Officer', ...common, ...nid, ...sampleProposer, proposerSignature: link('signature') };
const validDefence = { category: 'Serving Defence Officer', ...common, ...nid, ...sampleDefence };
const validPassport = { category: 'Foreigner/Diplomat', ...common, ...samplePassport };

/** The first message for a field, as the form shows it and the server answers it. */
function messageFor(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown, field: string) {
  const result = schema.safeParse(value);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const without = (value: Record<string, unknown>, field: string) => {
  const copy = { ...value };
  delete copy[field];
  return copy;
};

const commonMessages: Record<string, string> = {
  membershipType: 'Membership type is required',
  nameEnglish: 'Name is required',
  nationality: 'Nationality is required',
  occupation: 'Occupation is required',
  bloodGroup: 'Blood Group is required',
  mobile: 'Mobile number is required',
  officialAddress: 'Official Address is required',
  presentAddress: 'Present Address is required',
  permanentAddress: 'Permanent Address is required',
  monthlyIncome: 'Monthly Income is required',
  incomeTaxReturn: 'Tax return document is required',
  photo: 'Photo is required',
  firstName: 'First Name is required',
  lastName: 'Last Name is required',
  email: 'Email is required',
};
const nidMessages: Record<string, string> = {
  nationalId: 'National ID is required',
  nidName: 'NID Name is required',
  nidFathersName: "Father's Name (from NID) is required",
  nidMothersName: "Mother's Name (from NID) is required",
  nidDob: 'Date of Birth (from NID) is required',
  nidCopy: 'NID image is required',
};

const forms = [
  {
    name: 'civilian',
    schema: civilianApplicationSchema,
    valid: validCivilian,
    messages: {
      ...commonMessages,
      ...nidMessages,
      fatherOrHusbandName: "Father's/Husband's Name is required",
      proposerName: 'Proposer name is required',
      proposerMembership: 'Proposer name is required',
      proposerClubName: 'Proposer club name info is required',
      proposerSignature: 'Proposer signature is required',
    },
  },
  {
    name: 'defence',
    schema: defenceApplicationSchema,
    valid: validDefence,
    messages: {
      ...commonMessages,
      ...nidMessages,
      fatherOrHusbandName: "Father's / Husband's Name is required",
      rank: 'Rank is required',
      baNumber: 'BA Number is required',
    },
  },
  {
    name: 'passport',
    schema: passportApplicationSchema,
    valid: validPassport,
    messages: {
      ...commonMessages,
      fatherOrHusbandName: "Father's/Husband's Name is required",
      passportNumber: 'Passport Number is required',
      passportType: 'Passport Type is required',
      passportPlaceOfIssue: 'Passport Place of Issue is required',
      passportExpiry: 'Passport Expiry Date is required',
      visaType: 'Visa type is required',
      visaExpiry: 'Visa expiry date is required',
    },
  },
];

describe.each(forms)('the $name form', ({ schema, valid, messages }) => {
  it('accepts a complete application and normalises the email', () => {
    const parsed = schema.parse(valid);
    expect(parsed.email).toBe('rafiq@example.com');
    expect(membershipApplicationSchema.parse(valid)).toEqual(parsed);
  });

  it.each(Object.entries(messages))('refuses a missing or blank %s with "%s"', (field, message) => {
    expect(messageFor(schema, without(valid, field), field)).toBe(message);
    if (typeof (valid as Record<string, unknown>)[field] === 'string') {
      expect(messageFor(schema, { ...valid, [field]: '   ' }, field)).toBe(message);
    }
  });

  it('takes the optional fields or leaves them out', () => {
    const withOptional = {
      ...valid,
      spouseName: 'Nasrin Islam',
      spouseOccupation: 'Doctor',
      spouseAddress: 'Dhap, Rangpur',
      children: [{ name: 'Arif', dob: '2012-03-01', gender: 'Son' }],
      golfClubMembership: 'Kurmitola Golf Club',
      officialHandicap: '18',
    };
    expect(schema.safeParse(withOptional).success).toBe(true);
  });
});

describe('field rules', () => {
  it('checks the mobile number in the spec order: required, digits only, at least 11 digits', () => {
    expect(messageFor(civilianApplicationSchema, { ...validCivilian, mobile: '' }, 'mobile')).toBe('Mobile number is required');
    expect(messageFor(civilianApplicationSchema, { ...validCivilian, mobile: '0171-100' }, 'mobile')).toBe('Must be only digits');
    expect(messageFor(civilianApplicationSchema, { ...validCivilian, mobile: '0171100' }, 'mobile')).toBe('Must be at least 11 digits');
  });

  it('refuses the membership type placeholder and an unknown type', () => {
    for (const membershipType of ['Select Type of Membership', 'Gold Membership', '']) {
      expect(messageFor(civilianApplicationSchema, { ...validCivilian, membershipType }, 'membershipType')).toBe('Membership type is required');
    }
  });

  it('needs the monthly income as a number', () => {
    for (const monthlyIncome of [Number.NaN, '150000', null]) {
      expect(messageFor(civilianApplicationSchema, { ...validCivilian, monthlyIncome }, 'monthlyIncome')).toBe('Monthly Income is required');
    }
  });

  it('checks the email', () => {
    expect(messageFor(civilianApplicationSchema, { ...validCivilian, email: 'not-an-email' }, 'email')).toBe('Invalid email');
  });

  it.each([
    ['1990-13-45', 'Date of Birth (from NID) must be a real date'],
    ['2023-02-31', 'Date of Birth (from NID) must be a real date'],
    ['2023-04-31', 'Date of Birth (from NID) must be a real date'],
    ['0000-01-01', 'Date of Birth (from NID) must be a real date'],
    ['1899-12-31', 'Date of Birth (from NID) must be after 1900'],
    ['2999-01-01', 'Date of Birth (from NID) must be in the past'],
    [clubToday(), 'Date of Birth (from NID) must be in the past'],
    ['01/02/1990', 'Date of Birth (from NID) is required'],
  ])('refuses the date of birth %s: %s', (nidDob, message) => {
    expect(messageFor(defenceApplicationSchema, { ...validDefence, nidDob }, 'nidDob')).toBe(message);
  });

  it('takes a date of birth from 1900 to yesterday', () => {
    const yesterday = clubToday(new Date(Date.now() - 24 * 60 * 60 * 1000));
    for (const nidDob of ['1900-01-01', '1988-02-29', yesterday]) {
      expect(defenceApplicationSchema.safeParse({ ...validDefence, nidDob }).success, nidDob).toBe(true);
    }
  });

  it("checks a child's date of birth the same way, and takes it blank", () => {
    const childDob = (dob: string) => civilianApplicationSchema.safeParse({ ...validCivilian, children: [{ name: 'Arif', dob }] });
    expect(childDob('').success).toBe(true);
    expect(childDob('2012-03-01').success).toBe(true);
    expect(childDob('2012-02-30').error?.issues[0]).toMatchObject({ path: ['children', 0, 'dob'], message: 'Date of birth must be a real date' });
    expect(childDob('2999-01-01').error?.issues[0]?.message).toBe('Date of birth must be in the past');
  });

  it.each([
    ['passportExpiry', '2020-01-01', 'Passport Expiry Date has already passed'],
    ['passportExpiry', '2030-02-30', 'Passport Expiry Date must be a real date'],
    ['visaExpiry', '2020-01-01', 'Visa expiry date has already passed'],
    ['visaExpiry', '2031-04-31', 'Visa expiry date must be a real date'],
  ])('refuses %s %s: %s', (field, value, message) => {
    expect(messageFor(passportApplicationSchema, { ...validPassport, [field]: value }, field)).toBe(message);
  });

  it('takes a passport and a visa that expire today or later', () => {
    expect(passportApplicationSchema.safeParse({ ...validPassport, passportExpiry: clubToday(), visaExpiry: clubToday() }).success).toBe(true);
  });

  it('needs a name for every child listed', () => {
    const result = civilianApplicationSchema.safeParse({ ...validCivilian, children: [{ name: '', dob: '', gender: '' }] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['children', 0, 'name'], message: 'Child name is required' });
  });

  it('picks the form by category, and refuses an unknown category', () => {
    expect(messageFor(membershipApplicationSchema, { ...validCivilian, category: 'Foreigner/Diplomat' }, 'passportNumber')).toBe('Passport Number is required');
    expect(messageFor(membershipApplicationSchema, { ...validCivilian, category: 'Retired Defence Officer' }, 'rank')).toBe('Rank is required');
    expect(messageFor(membershipApplicationSchema, { ...validCivilian, category: 'Astronaut' }, 'category')).toBe('Please choose your category');
  });
});
