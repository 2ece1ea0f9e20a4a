/**
 * Sample answers to the membership forms, for tests on both sides (schemas, API, browser).
 * Image fields and the email are left to each test: links come from real uploads there.
 */
export const sampleApplicant = {
  membershipType: 'Full Membership',
  nameEnglish: 'Rafiqul Islam',
  fatherOrHusbandName: 'Abdul Karim',
  nationality: 'Bangladeshi',
  occupation: 'Engineer',
  bloodGroup: 'B+',
  mobile: '01711000000',
  officialAddress: 'Station Road, Rangpur',
  presentAddress: 'Dhap, Rangpur',
  permanentAddress: 'Ghaghat, Rangpur',
  monthlyIncome: 150000,
  firstName: 'Rafiqul',
  lastName: 'Islam',
} as const;

export const sampleNid = {
  nationalId: '1990123456789',
  nidName: 'Rafiqul Islam',
  nidFathersName: 'Abdul Karim',
  nidMothersName: 'Rokeya Begum',
  nidDob: '1990-04-12',
} as const;

export const sampleProposer = {
  proposerName: 'Kamal Hossain',
  proposerMembership: 'RGCC-0142',
  proposerClubName: 'Riverside Golf & Country Club',
} as const;

export const sampleDefence = { rank: 'Major', baNumber: 'BA-10234' } as const;

/** Expiry dates stay in the future whenever the tests run: the schema refuses a passed one. */
const yearsAhead = (years: number, monthDay: string) => `${new Date().getUTCFullYear() + years}-${monthDay}`;

export const samplePassport = {
  nationality: 'Japanese',
  passportNumber: 'TR1234567',
  passportType: 'Diplomatic',
  passportPlaceOfIssue: 'Tokyo',
  passportExpiry: yearsAhead(4, '01-31'),
  visaType: 'Diplomatic',
  visaExpiry: yearsAhead(2, '06-30'),
} as const;
