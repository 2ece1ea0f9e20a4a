import { useRef, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { EmptyList, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import type { ImportCommit, ImportPreview } from '@rgcc/shared/membership/register';
import { importFileMessages } from '@rgcc/shared/membership/register-constants';
import { importTemplateUrl, useImport, type importsLoader } from './register-api';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const link = 'font-semibold text-fairway-800 underline underline-offset-4';

/** What each column holds, as the template's reader needs to know. */
const columnHelp: [column: string, meaning: string][] = [
  ['memberId', 'The member ID on their card, such as M-0042. Leave blank for the next free number.'],
  ['firstName, lastName', 'As the club writes them; Bangla is kept as written.'],
  ['category', `One of: ${applicantCategories.join(', ')}.`],
  ['email', 'Where their invitation goes; one member per email.'],
  ['mobile', 'Digits only, at least 11.'],
  ['joinedOn', 'The day they joined, as YYYY-MM-DD.'],
  ['status', 'active or suspended.'],
  ['handicapIndex, handicapAsOf', 'Optional: the Federation’s index (−10.0 to 54.0) and the day it was published.'],
];

/** `/admin/members/import`: the register from a file, previewed before anything is written, then the invitations. */
export function ImportPage() {
  const locale = useLocale();
  const { imports } = useLoaderData<typeof importsLoader>();
  const { preview, commit, invite } = useImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<(ImportCommit & { id: number }) | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setFileError(importFileMessages.missing);
    setFileError(null);
    setDone(null);
    preview.submit(file, {
      onSuccess: (answer) => setChecked(answer),
      onError: (error) => {
        setChecked(null);
        setFileError(errorMessage(error, 'We could not read the file. Please try again.'));
      },
    });
  };
  const write = (id: number) =>
    commit.submit(id, {
      onSuccess: (answer) => {
        setChecked(null);
        setDone({ ...answer, id });
        toast.success(answer.message);
      },
      onError: (error) => toast.error(errorMessage(error, 'We could not import the file. Please try again.')),
    });
  const inviteAll = (id: number) =>
    invite.submit(id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error, 'We could not send the invitations. Please try again.')),
    });

  return (
    <>
      <PageHeader title="Import members" eyebrow="Members" inConsole>
        Bring the club’s register in from a spreadsheet. Nothing is written until you have seen the preview and confirmed it, and nobody is mailed until you invite them.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <p>
            <Link to="/admin/members" className={link}>
              Back to Members
            </Link>
          </p>
          <section aria-labelledby="file-heading" className={card}>
            <h2 id="file-heading" className="text-xl text-fairway-900">
              1. Fill in the template
            </h2>
            <p className="mt-3">
              <a href={importTemplateUrl} download className={`inline-flex items-center gap-2 ${link}`}>
                <Download aria-hidden="true" className="size-4" />
                Download the template (CSV)
              </a>
            </p>
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              {columnHelp.map(([column, meaning]) => (
                <div key={column} className="contents">
                  <dt className="font-mono font-semibold text-fairway-800">{column}</dt>
                  <dd>{meaning}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-ink-muted">CSV (comma or semicolon, UTF-8) or Excel .xlsx, up to 10 MB. A member already in the register as they are is counted as unchanged.</p>
          </section>
          <section aria-labelledby="check-heading" className={card}>
            <h2 id="check-heading" className="text-xl text-fairway-900">
              2. Check the file
            </h2>
            <form noValidate onSubmit={check} className="mt-4 flex flex-wrap items-end gap-4">
              <div className="min-w-64 flex-1">
                <Field label="Register file" error={fileError ?? undefined}>
                  {(control) => <input {...control} ref={fileInput} type="file" name="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />}
                </Field>
              </div>
              <Button type="submit" disabled={preview.isPending}>
                {preview.isPending ? 'Checking…' : 'Check the file'}
              </Button>
            </form>
            {checked && <PreviewResult preview={checked} onCommit={() => write(checked.id)} committing={commit.isPending} />}
            {done && (
              <div role="status" className="mt-6 space-y-3 rounded-xl bg-fairway-50 p-4">
                <p className="font-semibold text-fairway-900">{done.message}</p>
                {done.created > 0 && (
                  <Button disabled={invite.isPending} onClick={() => inviteAll(done.id)}>
                    {invite.isPending ? 'Inviting…' : `Invite the ${formatNumber(done.created, locale)} new members`}
                  </Button>
                )}
              </div>
            )}
          </section>
          <section aria-labelledby="recent-heading" className="space-y-3">
            <h2 id="recent-heading" className="text-xl text-fairway-900">
              Recent imports
            </h2>
            {imports.length === 0 ? (
              <EmptyList>No file has been imported yet.</EmptyList>
            ) : (
              <ListTable id="imports-caption" caption="Recent imports, newest first" headings={['File', 'When', 'By', 'Outcome', 'Invited', 'Signed up', '']} widthClass="min-w-[48rem]">
                {imports.map((file) => (
                  <tr key={file.id}>
                    <td className="px-4 py-3 font-semibold">{file.fileName}</td>
                    <td className="px-4 py-3">{formatClubDateTime(file.createdAt, locale)}</td>
                    <td className="px-4 py-3">{file.by ?? 'Former staff'}</td>
                    <td className="px-4 py-3">
                      {file.committedAt
                        ? `${formatNumber(file.created ?? 0, locale)} added, ${formatNumber(file.unchanged ?? 0, locale)} unchanged`
                        : file.errors > 0
                          ? `Not imported: ${formatNumber(file.errors, locale)} errors`
                          : 'Previewed, not imported'}
                    </td>
                    <td className="px-4 py-3">{formatNumber(file.invited, locale)}</td>
                    <td className="px-4 py-3">{formatNumber(file.signedUp, locale)}</td>
                    <td className="px-4 py-3">
                      {file.committedAt && (file.created ?? 0) > file.invited && (
                        <Button variant="secondary" disabled={invite.isPending} onClick={() => inviteAll(file.id)}>
                          Invite the rest
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </ListTable>
            )}
          </section>
        </div>
      </Section>
    </>
  );
}

function PreviewResult({ preview, onCommit, committing }: { preview: ImportPreview; onCommit: () => void; committing: boolean }) {
  const locale = useLocale();
  const toAdd = preview.valid - preview.unchanged;
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="font-semibold text-fairway-900">
        {formatNumber(preview.rows, locale)} rows: {formatNumber(preview.valid, locale)} valid ({formatNumber(toAdd, locale)} to add, {formatNumber(preview.unchanged, locale)} unchanged),{' '}
        {formatNumber(preview.errors.length, locale)} {preview.errors.length === 1 ? 'error' : 'errors'}.
      </p>
      {preview.errors.length > 0 ? (
        <>
          <p>Correct these in the file and check it again: a file with errors is not imported.</p>
          <ListTable id="import-errors-caption" caption="Errors in the file, by line" headings={['Line', 'Column', 'Problem']} widthClass="min-w-[36rem]">
            {preview.errors.map((error) => (
              <tr key={`${error.line}-${error.column}`}>
                <td className="px-4 py-3">{error.line}</td>
                <td className="px-4 py-3 font-mono">{error.column}</td>
                <td className="px-4 py-3">{error.message}</td>
              </tr>
            ))}
          </ListTable>
        </>
      ) : (
        <Button disabled={committing} onClick={onCommit}>
          {committing ? 'Importing…' : `Import ${formatNumber(toAdd, locale)} ${toAdd === 1 ? 'member' : 'members'}`}
        </Button>
      )}
    </div>
  );
}
