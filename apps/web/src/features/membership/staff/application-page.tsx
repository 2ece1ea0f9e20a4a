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
import { applicationStatusLabels } from '@rgcc/shared/membership/application-statuses';
import type { ApplicationDetail } from '@rgcc/shared/membership/applications-review';
import { useApproveApplication, useRejectApplication, type applicationLoader } from './applications-api';
import { auditActionLabel, statusBadgeClass } from './console-format';
import { ClubDateTime } from '@/components/club-date-time';

const notFoundMessage = 'Application not found.';

/** `/admin/applications/:id`: one application in full, and the decision on it. */
export function ApplicationPage() {
  const { application } = useLoaderData<typeof applicationLoader>();
  const { state } = useLocation();
  // Back to the list as staff left it (search, filters, page), when they came from it.
  const listSearch = (state as { listSearch?: unknown } | null)?.listSearch;
  const backTo = typeof listSearch === 'string' && listSearch ? `/admin/applications?${listSearch}` : '/admin/applications';

  return (
    <>
      <PageHeader title={application?.name ?? 'Membership application'} eyebrow="Staff console" inConsole>
        {application && `${application.category} · ${application.membershipType}`}
      </PageHeader>
      <Section className="bg-cream">
        <Link
          to={backTo}
          className="mb-6 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to applications
        </Link>
        {application ? <ApplicationView application={application} /> : <Problem message={notFoundMessage} />}
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
  return (
    <section aria-labelledby="documents-heading" className={card}>
      <h2 id="documents-heading" className="mb-4 text-2xl">
        Documents
      </h2>
      {application.documents.length === 0 ? (
        <p className="text-ink-muted">No documents.</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2">
          {application.documents.map((document) => (
            <li key={document.field}>
              <figure>
                {/* The image is served to staff only, through their session; full size opens on its own. */}
                <a href={document.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl bg-cream ring-1 ring-fairway-100">
                  <img src={document.url} alt={document.label} loading="lazy" className="aspect-[4/3] w-full object-contain" />
                </a>
                <figcaption className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-fairway-800">
                  {document.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens full size in a new tab)</span>
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
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const close = () => setDialog(null);
  return (
    <section aria-labelledby="decision-heading" className={card}>
      <h2 id="decision-heading" className="mb-4 text-2xl">
        Status
      </h2>
      <dl className="space-y-4">
        <Row label="Status">
          <span className={statusBadgeClass[application.status]}>{applicationStatusLabels[application.status]}</span>
        </Row>
        <Row label="Applied"><ClubDateTime at={application.createdAt} /></Row>
        <Row label="Email verified">{application.emailVerifiedAt ? <ClubDateTime at={application.emailVerifiedAt} /> : 'Not yet'}</Row>
        {application.decidedAt && <Row label="Decided"><ClubDateTime at={application.decidedAt} /></Row>}
        {application.memberId && (
          <Row label="Member ID">
            <span className="font-mono text-lg font-semibold tracking-wide text-fairway-800">{application.memberId}</span>
          </Row>
        )}
        {application.member && (
          <Row label="Registration fee">
            {application.member.paid ? 'Paid' : 'Not paid yet'} ·{' '}
            <Link to={`/admin/members/${application.member.id}`} className="font-semibold underline underline-offset-4">
              The member's page
            </Link>
          </Row>
        )}
        {application.status === 'rejected' && application.rejectionReason && (
          <Row label="Reason for rejection">
            <span className="whitespace-pre-line">{application.rejectionReason}</span>
          </Row>
        )}
      </dl>
      {application.status === 'awaiting_approval' && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => setDialog('approve')}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
          <Button variant="secondary" onClick={() => setDialog('reject')}>
            <X aria-hidden="true" className="size-4" />
            Reject
          </Button>
        </div>
      )}
      {application.status === 'awaiting_verification' && (
        <p className="mt-6 text-sm text-ink-muted">The applicant has not verified their email yet. It can be decided once they have.</p>
      )}
      <ApproveDialog application={application} open={dialog === 'approve'} onClose={close} />
      <RejectDialog application={application} open={dialog === 'reject'} onClose={close} />
    </section>
  );
}

function ApproveDialog({ application, open, onClose }: { application: ApplicationDetail; open: boolean; onClose: () => void }) {
  const approve = useApproveApplication(String(application.id));
  const [instalments, setInstalments] = useState<number>(entranceInstalments.min);
  const confirm = () =>
    approve.submit({ entranceInstalments: instalments }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        toast.info(`Member ID: ${answer.memberId}`);
        onClose();
      },
      onError: (error) => {
        // A 409 means someone decided first; the page reloads the application to show what they did.
        toast.error(errorMessage(error, 'We could not approve the application. Please try again.'));
        onClose();
      },
    });
  return (
    <Modal open={open} onOpenChange={(next) => !next && !approve.isPending && onClose()} title="Approve this application?">
      <p className="text-ink">
        <strong>{application.name}</strong> becomes a member: the club creates their account with a member ID and emails{' '}
        <strong className="break-all">{application.email}</strong> their User ID and a temporary password.
      </p>
      <div className="mt-4">
        <Field label="Entrance fee" hint="The fee of their category, as set under Billing: invoiced now in full, or its first instalment now and one more with each monthly bill.">
          {(control) => (
            <select {...control} value={instalments} onChange={(event) => setInstalments(Number(event.target.value))}>
              {Array.from({ length: entranceInstalments.max - entranceInstalments.min + 1 }, (_, index) => entranceInstalments.min + index).map((count) => (
                <option key={count} value={count}>
                  {count === 1 ? 'In full' : `In ${count} monthly instalments`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={approve.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={approve.isPending}>
          <Check aria-hidden="true" className="size-4" />
          {approve.isPending ? 'Approving…' : 'Yes, approve'}
        </Button>
      </div>
    </Modal>
  );
}

function RejectDialog({ application, open, onClose }: { application: ApplicationDetail; open: boolean; onClose: () => void }) {
  const reject = useRejectApplication(String(application.id));
  return (
    <ReasonDialog
      open={open}
      title="Reject this application?"
      reasonLabel="Reason"
      loadSchema={() => import('@rgcc/shared/membership/applications-review').then((module) => module.rejectApplicationSchema)}
      submission={reject}
      inputFor={(reason) => ({ reason })}
      doneMessage={({ message }) => message}
      failureMessage="We could not reject the application. Please try again."
      confirmLabel="Reject application"
      pendingLabel="Rejecting…"
      onClose={onClose}
    >
      <p>
        The reason is emailed to <strong className="break-all">{application.email}</strong> and kept with the application.
      </p>
    </ReasonDialog>
  );
}

function History({ application }: { application: ApplicationDetail }) {
  const entries = [
    { key: 'applied', what: 'Applied', who: application.email, detail: null, at: application.createdAt },
    ...(application.emailVerifiedAt
      ? [{ key: 'verified', what: 'Email verified', who: application.email, detail: null, at: application.emailVerifiedAt }]
      : []),
    ...application.audit.map((entry, index) => ({
      key: `audit-${index}`,
      what: auditActionLabel(entry.action),
      who: entry.actor ?? 'A removed account',
      detail: entry.detail,
      at: entry.at,
    })),
  ];
  return (
    <section aria-labelledby="history-heading" className={card}>
      <h2 id="history-heading" className="mb-4 text-2xl">
        History
      </h2>
      <ol className="space-y-4 border-l-2 border-fairway-100 pl-4">
        {entries.map((entry) => (
          <li key={entry.key}>
            <p className="font-semibold text-fairway-800">{entry.what}</p>
            <p className="text-sm break-all text-ink">by {entry.who}</p>
            <p className="text-sm text-ink-muted"><ClubDateTime at={entry.at} /></p>
            {entry.detail && <p className="mt-1 text-sm whitespace-pre-line text-ink">{entry.detail}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
