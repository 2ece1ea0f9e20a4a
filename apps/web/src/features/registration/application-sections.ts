import type { ApplicationFormKind } from '@rgcc/shared/constants/membership';

export interface FieldDefinition {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'membership-type' | 'image';
  autoComplete?: string;
}

export interface SectionDefinition {
  title: string;
  fields: FieldDefinition[];
  /** The children list, which has its own controls. */
  withChildren?: boolean;
}

const text = (name: string, label: string, autoComplete?: string): FieldDefinition => ({ name, label, kind: 'text', autoComplete });

/** The form's sections in the spec's order (2.5), with each form's fields (3.1). */
export function sectionsFor(kind: ApplicationFormKind): SectionDefinition[] {
  const personal: FieldDefinition[] = [
    text('nameEnglish', 'Name (in English)', 'name'),
    text('fatherOrHusbandName', kind === 'defence' ? "Father's / Husband's Name" : "Father's/Husband's Name"),
    ...(kind === 'defence' ? [text('rank', 'Rank'), text('baNumber', 'BA Number')] : []),
    text('nationality', 'Nationality'),
    text('occupation', 'Occupation', 'organization-title'),
    text('bloodGroup', 'Blood Group'),
    { name: 'mobile', label: 'Mobile Number', kind: 'tel', autoComplete: 'tel' },
    { name: 'officialAddress', label: 'Official Address', kind: 'textarea' },
    { name: 'presentAddress', label: 'Present Address', kind: 'textarea' },
    { name: 'permanentAddress', label: 'Permanent Address', kind: 'textarea' },
  ];
  const identity: SectionDefinition =
    kind === 'passport'
      ? {
          title: 'Passport & Visa',
          fields: [
            text('passportNumber', 'Passport Number'),
            text('passportType', 'Passport Type'),
            text('passportPlaceOfIssue', 'Passport Place of Issue'),
            { name: 'passportExpiry', label: 'Passport Expiry Date', kind: 'date' },
            text('visaType', 'Visa Type'),
            { name: 'visaExpiry', label: 'Visa Expiry Date', kind: 'date' },
          ],
        }
      : {
          title: 'Identity Documents',
          fields: [
            text('nationalId', 'National ID Number'),
            text('nidName', 'Name (as on NID)'),
            text('nidFathersName', "Father's Name (as on NID)"),
            text('nidMothersName', "Mother's Name (as on NID)"),
            { name: 'nidDob', label: 'Date of Birth (as on NID)', kind: 'date' },
            { name: 'nidCopy', label: 'NID Copy', kind: 'image' },
          ],
        };

  return [
    { title: 'Membership Category & Type', fields: [{ name: 'membershipType', label: 'Type of Membership', kind: 'membership-type' }] },
    { title: 'Personal Information', fields: personal },
    {
      title: 'Income & Tax Details',
      fields: [
        { name: 'monthlyIncome', label: 'Monthly Income (BDT)', kind: 'number' },
        { name: 'incomeTaxReturn', label: 'Income Tax Return', kind: 'image' },
      ],
    },
    identity,
    {
      title: 'Family Details',
      fields: [
        text('spouseName', 'Spouse Name (optional)'),
        text('spouseOccupation', 'Spouse Occupation (optional)'),
        { name: 'spouseAddress', label: 'Spouse Address (optional)', kind: 'textarea' },
      ],
      withChildren: true,
    },
    {
      title: 'Golf Club Details (optional)',
      fields: [text('golfClubMembership', 'Golf Club Membership (optional)'), text('officialHandicap', 'Official Handicap (optional)')],
    },
    { title: 'Photos', fields: [{ name: 'photo', label: 'Passport-size Photo', kind: 'image' }] },
    ...(kind === 'civilian'
      ? [
          {
            title: 'Reference (For Civilians Only)',
            fields: [
              text('proposerName', 'Proposer Name'),
              text('proposerMembership', 'Proposer Membership Number'),
              text('proposerClubName', 'Proposer Club Name'),
              { name: 'proposerSignature', label: 'Proposer Signature', kind: 'image' } as FieldDefinition,
            ],
          },
        ]
      : []),
    {
      title: 'Create Your Account',
      fields: [
        text('firstName', 'First Name', 'given-name'),
        text('lastName', 'Last Name', 'family-name'),
        { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
      ],
    },
  ];
}
