import { describe, expect, it } from 'vitest';
import { applicantCategories, applicationFormKind, membershipTypes, type ApplicationFormKind } from './membership';
import { civilianApplicationSchema, defenceApplicationSchema, imageLinkDescription, passportApplicationSchema } from './membership-application';
import type { z } from '../common/zod';
import { sampleApplicant, sampleNid, sampleProposer } from './sample-applications';
import { answersOf, documentsOf, formSections } from './application-fields';

const schemaOf: Record<ApplicationFormKind, { shape: Record<string, z.ZodType> }> = {
  civilian: civilianApplicationSchema,
  defence: defenceApplicationSchema,
  passport: passportApplicationSchema,
};

describe.each<ApplicationFormKind>(['civilian', 'defence', 'passport'])('the description of the %s form and its schema', (form) => {
  const fields = formSections(form).flatMap((section) => section.fields);
  const rules = schemaOf[form].shape;
  const ruleOf = (key: string) => rules[key]!;

  it('have the same fields, each once', () => {
    const keys = fields.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(rules).sort());
  });

  it('agree on which fields may be left out', () => {
    for (const field of fields) expect(ruleOf(field.key).safeParse(undefined).success, field.key).toBe(field.optional === true);
  });

  // The server claims, hides and serves as documents exactly the fields described as images.
  it('agree on which fields are uploaded images', () => {
    for (const field of fields) expect(ruleOf(field.key).description === imageLinkDescription, field.key).toBe(field.kind === 'image');
  });

  it('agree on what the other kinds of field take', () => {
    for (const field of fields) {
      const rule = ruleOf(field.key);
      if (field.kind === 'date' || field.kind === 'email') expect(rule.safeParse('soon').success, field.key).toBe(false);
      if (field.kind === 'taka') expect([rule.safeParse(150000).success, rule.safeParse('150000').success], field.key).toEqual([true, false]);
      if (field.kind === 'membership-type') for (const type of membershipTypes) expect(rule.safeParse(type).success, type).toBe(true);
      if (field.kind === 'category') {
        for (const category of applicantCategories) expect(rule.safeParse(category).success, category).toBe(applicationFormKind(category) === form);
      }
      if (field.kind === 'children') expect(rule.safeParse([{ name: 'Arif' }]).success, field.key).toBe(true);
    }
  });
});

describe('the forms as the spec words them', () => {
  const labelsOf = (form: ApplicationFormKind) => formSections(form).flatMap((section) => section.fields.map((field) => field.label));

  it('label the father\'s or husband\'s name with spaces around the slash on the defence form only', () => {
    expect(labelsOf('defence')).toContain("Father's / Husband's Name");
    expect(labelsOf('civilian')).toContain("Father's/Husband's Name");
    expect(labelsOf('passport')).toContain("Father's/Husband's Name");
  });

  it('leave out a section none of whose fields a form asks', () => {
    expect(formSections('passport').map((section) => section.title)).toEqual([
      'Membership Category & Type', 'Personal Information', 'Income & Tax Details', 'Passport & Visa', 'Family Details',
      'Golf Club Details (optional)', 'Photos', 'Create Your Account',
    ]);
  });
});

describe('documents and answers', () => {
  const link = (name: string) => `http://localhost:3000/api/uploads/${name}?expires=1&signature=x`;
  const images = { photo: link('photo'), proposerSignature: link('signature'), incomeTaxReturn: link('tax'), nidCopy: link('nid') };
  const application = { category: 'Government Officer', ...sampleApplicant, ...sampleNid, ...sampleProposer, email: 'rafiq@example.com', ...images };

  it('takes the image fields as documents, in the form order, with the labels staff read', () => {
    expect(documentsOf(application)).toEqual([
      { key: 'incomeTaxReturn', label: 'Income tax return', link: images.incomeTaxReturn },
      { key: 'nidCopy', label: 'National ID', link: images.nidCopy },
      { key: 'photo', label: 'Photo', link: images.photo },
      { key: 'proposerSignature', label: "Proposer's signature", link: images.proposerSignature },
    ]);
  });

  it('leaves every other field among the answers', () => {
    const { photo: _photo, proposerSignature: _signature, incomeTaxReturn: _tax, nidCopy: _nid, ...answers } = application;
    expect(answersOf(application)).toEqual(answers);
  });
});
