/**
 * How people read the membership form's fields (spec 3.1), in the order the form asks them:
 * for the member's Profile page and the staff console.
 */
export const applicationFieldLabels: Record<string, string> = {
  category: 'Applicant category',
  membershipType: 'Membership type',
  nameEnglish: 'Name (English)',
  fatherOrHusbandName: "Father's / Husband's name",
  nationality: 'Nationality',
  occupation: 'Occupation',
  bloodGroup: 'Blood group',
  mobile: 'Mobile',
  rank: 'Rank',
  baNumber: 'BA number',
  officialAddress: 'Official address',
  presentAddress: 'Present address',
  permanentAddress: 'Permanent address',
  monthlyIncome: 'Monthly income (BDT)',
  nationalId: 'National ID',
  nidName: 'Name (from NID)',
  nidFathersName: "Father's name (from NID)",
  nidMothersName: "Mother's name (from NID)",
  nidDob: 'Date of birth (from NID)',
  passportNumber: 'Passport number',
  passportType: 'Passport type',
  passportPlaceOfIssue: 'Passport place of issue',
  passportExpiry: 'Passport expiry date',
  visaType: 'Visa type',
  visaExpiry: 'Visa expiry date',
  spouseName: "Spouse's name",
  spouseOccupation: "Spouse's occupation",
  spouseAddress: "Spouse's address",
  children: 'Children and dependants below 21',
  golfClubMembership: 'Golf club membership',
  officialHandicap: 'Official handicap',
  proposerName: "Proposer's name",
  proposerMembership: "Proposer's membership",
  proposerClubName: "Proposer's club",
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
};

/** A field's value as text: children as "Name (Relationship, born date)" lines, blanks as "Not given". */
export function applicationFieldText(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'Not given';
  if (Array.isArray(value)) {
    return value
      .map((child: { name?: string; gender?: string; dob?: string }) =>
        [child.name, [child.gender, child.dob && `born ${child.dob}`].filter(Boolean).join(', ')].filter(Boolean).join(' ('),
      )
      .map((line) => (line.includes(' (') ? `${line})` : line))
      .join('; ');
  }
  return String(value);
}

/** The fields of a form's answers in the form's order, unknown ones last with their key as label. */
export function applicationFieldRows(details: Record<string, unknown>): [label: string, text: string][] {
  const known = Object.keys(applicationFieldLabels).filter((field) => field in details);
  const unknown = Object.keys(details).filter((field) => !(field in applicationFieldLabels));
  return [...known, ...unknown].map((field) => [applicationFieldLabels[field] ?? field, applicationFieldText(details[field])]);
}
