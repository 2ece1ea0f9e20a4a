import { ArrowLeft, Check, ExternalLink, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { Link } from '@/lib/links';
import { toast } from '@/lib/toast';
import { ApplicationFieldGroups } from '@/features/membership/application-fields';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Field } from '@/components/ui/form-field';
import { entranceInstalments } from '@rgcc/shared/billing/account-constants';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { errorMessage } from '@/lib/api-client';
import { useTexts, type TextKey } from '@/lib/texts';
import type { ApplicationDetail } from '@rgcc/shared/membership/applications-review';
import { useApplicationTexts } from '../application-fields-texts';
import { useApproveApplication, useRejectApplication, type applicationLoader } from './applications-api';
import { applicationsTexts } from './applications-texts';
import { statusBadgeClass } from './console-format';
import { ClubDateTime } from '@/components/club-date-time';

/** How the audit trail names what staff did; an action not listed shows as it is recorded. */
const auditActions: Readonly<Record<string, TextKey<typeof applicationsTexts>>> = {
  'application.approved': 'auditApproved',
  'application.rejected': 'auditRejected',
};

/** `/admin/applications/:id`: one application in full, and the decision on it. */
export function ApplicationPage() {
  const { application } = useLoaderData<typeof applicationLoader>();
  const { state } = useLocation();
  const t = useTexts(applicationsTexts);
  const fieldTexts = useApplicationTexts();
  // Back to the list as staff left it (search, filters, page), when they came from it.
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  const backTo = typeof listSearch === 'string' && listSearch ? `/admin/applications?${listSearch}` : '/admin/applications';

  return (
    <>
      <PageHeader title={application?.name ?? t('membershipApplication')} eyebrow={t('staffConsole')} inConsole>
        {application && `${fieldTexts.category(application.category)} · ${fieldTexts.membershipType(application.membershipType)}`}
      </PageHeader>
      <Section className="bg-cream">
        <Link
          to={backTo}
          className="mb-6 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToApplications')}
        </Link>
        {application ? <ApplicationView application={application} /> : <Problem message={t('applicationNotFound')} />}
      </Section>
    </>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-2xl bg-white p-10 text-center text-ink shadow-sm ring-1 ring-fairway-100">
      {message}
    </p>
  );
}

const card = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8';

function ApplicationView({ application }: { application: ApplicationDetail }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <div className="space-y-6 lg:order-2 lg:sticky lg:top-24">
        <Decision application={application} />
        <History application={application} />
      </div>
      <div className="space-y-6 lg:order-1">
        <ApplicationFieldGroups details={application.details} />
        <Documents application={application} />
      </div>
    </div>
  );
}

function Documents({ application }: { application: ApplicationDetail }) {
  const t = useTexts(applicationsTexts);
  const fieldTexts = useApplicationTexts();
  return (
    <section aria-labelledby="documents-heading" className={card}>
      <h2 id="documents-heading" className="mb-4 text-2xl">
        {t('documents')}
      </h2>
      {application.documents.length === 0 ? (
        <p className="text-ink-muted">{t('noDocuments')}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {application.documents.map((document) => (
            <li key={document.field}>
              <figure>
                {/* The image is served to staff only, through their session; full size opens on its own. */}
                <a href={document.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl bg-cream ring-1 ring-fairway-100">
                  <img src={document.url} alt={fieldTexts.displayLabel(document.field)} loading="lazy" className="aspect-[4/3] w-full object-contain" />
                </a>
                <figcaption className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-fairway-800">
                  {fieldTexts.displayLabel(document.field)}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('opensFullSize')}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-fairway-800">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}


function Decision({ application }: { application: ApplicationDetail }) {
  const t = useTexts(applicationsTexts);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const close = () => setDialog(null);
  return (
    <section aria-labelledby="decision-heading" className={card}>
      <h2 id="decision-heading" className="mb-4 text-2xl">
        {t('status')}
      </h2>
      <dl className="space-y-4">
        <Row label={t('status')}>
          <span className={statusBadgeClass[application.status]}>{t('statusName', { status: application.status })}</span>
        </Row>
        <Row label={t('applied')}><ClubDateTime at={application.createdAt} /></Row>
        <Row label={t('emailVerified')}>{application.emailVerifiedAt ? <ClubDateTime at={application.emailVerifiedAt} /> : t('notYet')}</Row>
        {application.decidedAt && <Row label={t('decided')}><ClubDateTime at={application.decidedAt} /></Row>}
        {application.memberId && (
          <Row label={t('memberId')}>
            <span className="font-mono text-lg font-semibold tracking-wide text-fairway-800">{application.memberId}</span>
          </Row>
        )}
        {application.member && (
          <Row label={t('registrationFee')}>
            {application.member.paid ? t('paid') : t('notPaidYet')} ·{' '}
            <Link to={`/admin/members/${application.member.id}`} className="font-semibold underline underline-offset-4">
              {t('membersPage')}
            </Link>
          </Row>
        )}
        {application.status === 'rejected' && application.rejectionReason && (
          <Row label={t('reasonForRejection')}>
            <span className="whitespace-pre-line">{application.rejectionReason}</span>
          </Row>
        )}
      </dl>
      {application.status === 'awaiting_approval' && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => setDialog('approve')}>
            <Check aria-hidden="true" className="size-4" />
            {t('approve')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('reject')}>
            <X aria-hidden="true" className="size-4" />
            {t('reject')}
          </Button>
        </div>
      )}
      {application.status === 'awaiting_verification' && (
        <p className="mt-6 text-sm text-ink-muted">{t('notVerifiedYet')}</p>
      )}
      <ApproveDialog application={application} open={dialog === 'approve'} onClose={close} />
      <RejectDialog application={application} open={dialog === 'reject'} onClose={close} />
    </section>
  );
}

function ApproveDialog({ application, open, onClose }: { application: ApplicationDetail; open: boolean; onClose: () => void }) {
  const t = useTexts(applicationsTexts);
  const approve = useApproveApplication(String(application.id));
  const [instalments, setInstalments] = useState<number>(entranceInstalments.min);
  const confirm = () =>
    approve.submit({ entranceInstalments: instalments }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        toast.info(t('memberIdToast', { memberId: answer.memberId }));
        onClose();
      },
      onError: (error) => {
        // A 409 means someone decided first; the page reloads the application to show what they did.
        toast.error(errorMessage(error, t('approveFailed')));
        onClose();
      },
    });
  return (
    <Modal open={open} onOpenChange={(next) => !next && !approve.isPending && onClose()} title={t('approveTitle')}>
      <p className="text-ink">
        {t.rich(
          'approveExplained',
          { name: (chunks) => <strong>{chunks}</strong>, email: (chunks) => <strong className="break-all">{chunks}</strong> },
          { name: application.name, email: application.email },
        )}
      </p>
      <div className="mt-4">
        <Field label={t('entranceFee')} hint={t('entranceFeeHint')}>
          {(control) => (
            <select {...control} value={instalments} onChange={(event) => setInstalments(Number(event.target.value))}>
              {Array.from({ length: entranceInstalments.max - entranceInstalments.min + 1 }, (_, index) => entranceInstalments.min + index).map((count) => (
                <option key={count} value={count}>
                  {t('instalments', { count })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={approve.isPending}>
          {t('cancel')}
        </Button>
        <Button onClick={confirm} disabled={approve.isPending}>
          <Check aria-hidden="true" className="size-4" />
          {approve.isPending ? t('approving') : t('yesApprove')}
        </Button>
      </div>
    </Modal>
  );
}

function RejectDialog({ application, open, onClose }: { application: ApplicationDetail; open: boolean; onClose: () => void }) {
  const t = useTexts(applicationsTexts);
  const reject = useRejectApplication(String(application.id));
  return (
    <ReasonDialog
      open={open}
      title={t('rejectTitle')}
      reasonLabel={t('reason')}
      loadSchema={() => import('@rgcc/shared/membership/applications-review').then((module) => module.rejectApplicationSchema)}
      submission={reject}
      inputFor={(reason) => ({ reason })}
      doneMessage={({ message }) => message}
      failureMessage={t('rejectFailed')}
      confirmLabel={t('rejectApplication')}
      pendingLabel={t('rejecting')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <p>{t.rich('rejectExplained', { email: (chunks) => <strong className="break-all">{chunks}</strong> }, { email: application.email })}</p>
    </ReasonDialog>
  );
}

function History({ application }: { application: ApplicationDetail }) {
  const t = useTexts(applicationsTexts);
  const actionName = (action: string) => {
    const key = auditActions[action];
    return key ? t(key) : action;
  };
  const entries = [
    { key: 'applied', what: t('historyApplied'), who: application.email, detail: null, at: application.createdAt },
    ...(application.emailVerifiedAt
      ? [{ key: 'verified', what: t('emailVerified'), who: application.email, detail: null, at: application.emailVerifiedAt }]
      : []),
    ...application.audit.map((entry, index) => ({
      key: `audit-${index}`,
      what: actionName(entry.action),
      who: entry.actor ?? t('removedAccount'),
      detail: entry.detail,
      at: entry.at,
    })),
  ];
  return (
    <section aria-labelledby="history-heading" className={card}>
      <h2 id="history-heading" className="mb-4 text-2xl">
        {t('history')}
      </h2>
      <ol className="space-y-4 border-l-2 border-fairway-100 pl-4">
        {entries.map((entry) => (
          <li key={entry.key}>
            <p className="font-semibold text-fairway-800">{entry.what}</p>
            <p className="text-sm break-all text-ink">{t('byWhom', { who: entry.who })}</p>
            <p className="text-sm text-ink-muted"><ClubDateTime at={entry.at} /></p>
            {entry.detail && <p className="mt-1 text-sm whitespace-pre-line text-ink">{entry.detail}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
