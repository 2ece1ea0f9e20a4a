import { useRef, useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/form-field';
import { EmptyList, ListTable } from '@/components/ui/list-table';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { inPageLanguage } from '@/lib/message-language';
import { toast } from '@/lib/toast';
import { useLocale } from '@/lib/use-locale';
import { useTexts, type TextKey } from '@/lib/texts';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
import { applicantCategories } from '@rgcc/shared/membership/membership';
import type { MessageValues } from '@rgcc/shared/common/messages';
import type { ImportCommit, ImportPreview } from '@rgcc/shared/membership/register';
import { importFileMessages, importMaxBytes } from '@rgcc/shared/membership/register-constants';
import { membersTexts } from './members-texts';
import { importTemplateUrl, useImport, type importsLoader } from './register-api';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6';
const link = 'font-semibold text-fairway-800 underline underline-offset-4';

/**
 * What each column holds, as the template's reader needs to know. The columns' names and the
 * values the file holds (categories, statuses, dates) are the file's own, in English in either language.
 */
const columnHelp: [column: string, meaning: TextKey<typeof membersTexts>, values?: MessageValues][] = [
  ['memberId', 'memberIdColumn', { example: 'M-0042' }],
  ['firstName, lastName', 'nameColumns'],
  ['category', 'categoryColumn', { categories: applicantCategories.join(', ') }],
  ['email', 'emailColumn'],
  ['mobile', 'mobileColumn', { count: 11 }],
  ['joinedOn', 'joinedOnColumn', { format: 'YYYY-MM-DD' }],
  ['status', 'statusColumn', { active: 'active', suspended: 'suspended' }],
  ['handicapIndex, handicapAsOf', 'handicapColumns'],
];

/** `/admin/members/import`: the register from a file, previewed before anything is written, then the invitations. */
export function ImportPage() {
  const locale = useLocale();
  const t = useTexts(membersTexts);
  const { imports } = useLoaderData<typeof importsLoader>();
  const { preview, commit, invite } = useImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<ImportPreview | null>(null);
  const [done, setDone] = useState<(ImportCommit & { id: number }) | null>(null);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setFileError(await inPageLanguage(importFileMessages.missing));
    setFileError(null);
    setDone(null);
    preview.submit(file, {
      onSuccess: (answer) => setChecked(answer),
      onError: (error) => {
        setChecked(null);
        setFileError(errorMessage(error, t('readFailed')));
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
      onError: (error) => toast.error(errorMessage(error, t('importFailed'))),
    });
  const inviteAll = (id: number) =>
    invite.submit(id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(errorMessage(error, t('invitationsFailed'))),
    });

  return (
    <>
      <PageHeader title={t('importMembers')} eyebrow={t('members')} inConsole>
        {t('importIntro')}
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <p>
            <Link to="/admin/members" className={link}>
              {t('backToMembers')}
            </Link>
          </p>
          <section aria-labelledby="file-heading" className={card}>
            <h2 id="file-heading" className="text-xl text-fairway-900">
              {t('fillInTemplate')}
            </h2>
            <p className="mt-3">
              <a href={importTemplateUrl} download className={`inline-flex items-center gap-2 ${link}`}>
                <Download aria-hidden="true" className="size-4" />
                {t('downloadTemplate', { format: 'CSV' })}
              </a>
            </p>
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              {columnHelp.map(([column, meaning, values]) => (
                <div key={column} className="contents">
                  <dt className="font-mono font-semibold text-fairway-800">{column}</dt>
                  <dd>{t(meaning, values)}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-ink-muted">
              {t('fileFormats', { csv: 'CSV', encoding: 'UTF-8', excel: 'Excel .xlsx', megabytes: importMaxBytes / (1024 * 1024) })}
            </p>
          </section>
          <section aria-labelledby="check-heading" className={card}>
            <h2 id="check-heading" className="text-xl text-fairway-900">
              {t('checkTheFileHeading')}
            </h2>
            <form noValidate onSubmit={(event) => void check(event)} className="mt-4 flex flex-wrap items-end gap-4">
              <div className="min-w-64 flex-1">
                <Field label={t('registerFile')} error={fileError ?? undefined}>
                  {(control) => <input {...control} ref={fileInput} type="file" name="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" />}
                </Field>
              </div>
              <Button type="submit" disabled={preview.isPending}>
                {preview.isPending ? t('checking') : t('checkTheFile')}
              </Button>
            </form>
            {checked && <PreviewResult preview={checked} onCommit={() => write(checked.id)} committing={commit.isPending} />}
            {done && (
              <div role="status" className="mt-6 space-y-3 rounded-xl bg-fairway-50 p-4">
                <p className="font-semibold text-fairway-900">{done.message}</p>
                {done.created > 0 && (
                  <Button disabled={invite.isPending} onClick={() => inviteAll(done.id)}>
                    {invite.isPending ? t('inviting') : t('inviteNewMembers', { count: done.created })}
                  </Button>
                )}
              </div>
            )}
          </section>
          <section aria-labelledby="recent-heading" className="space-y-3">
            <h2 id="recent-heading" className="text-xl text-fairway-900">
              {t('recentImports')}
            </h2>
            {imports.length === 0 ? (
              <EmptyList>{t('noImportsYet')}</EmptyList>
            ) : (
              <ListTable
                id="imports-caption"
                caption={t('importsCaption')}
                headings={[t('file'), t('when'), t('by'), t('outcome'), t('invited'), t('signedUp'), '']}
                widthClass="min-w-[48rem]"
              >
                {imports.map((file) => (
                  <tr key={file.id}>
                    <td className="px-4 py-3 font-semibold">{file.fileName}</td>
                    <td className="px-4 py-3">{formatClubDateTime(file.createdAt, locale)}</td>
                    <td className="px-4 py-3">{file.by ?? t('formerStaff')}</td>
                    <td className="px-4 py-3">
                      {file.committedAt
                        ? t('importedOutcome', { created: file.created ?? 0, unchanged: file.unchanged ?? 0 })
                        : file.errors > 0
                          ? t('notImportedOutcome', { errors: file.errors })
                          : t('previewedOutcome')}
                    </td>
                    <td className="px-4 py-3">{formatNumber(file.invited, locale)}</td>
                    <td className="px-4 py-3">{formatNumber(file.signedUp, locale)}</td>
                    <td className="px-4 py-3">
                      {file.committedAt && (file.created ?? 0) > file.invited && (
                        <Button variant="secondary" disabled={invite.isPending} onClick={() => inviteAll(file.id)}>
                          {t('inviteTheRest')}
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
  const t = useTexts(membersTexts);
  const toAdd = preview.valid - preview.unchanged;
  return (
    <div className="mt-6 space-y-4">
      <p role="status" className="font-semibold text-fairway-900">
        {t('previewSummary', { rows: preview.rows, valid: preview.valid, toAdd, unchanged: preview.unchanged, errors: preview.errors.length })}
      </p>
      {preview.errors.length > 0 ? (
        <>
          <p>{t('correctErrors')}</p>
          <ListTable id="import-errors-caption" caption={t('errorsCaption')} headings={[t('line'), t('column'), t('problem')]} widthClass="min-w-[36rem]">
            {preview.errors.map((error) => (
              <tr key={`${error.line}-${error.column}`}>
                <td className="px-4 py-3">{formatNumber(error.line, locale)}</td>
                <td className="px-4 py-3 font-mono">{error.column}</td>
                <td className="px-4 py-3">{error.message}</td>
              </tr>
            ))}
          </ListTable>
        </>
      ) : (
        <Button disabled={committing} onClick={onCommit}>
          {committing ? t('importing') : t('importCount', { count: toAdd })}
        </Button>
      )}
    </div>
  );
}
