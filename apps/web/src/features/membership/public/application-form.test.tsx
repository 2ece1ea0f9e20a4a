import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { formSections } from '@rgcc/shared/membership/application-fields';
import { sampleApplicant, samplePassport } from '@rgcc/shared/membership/sample-applications';
import { ApplicationForm } from './application-form';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const email = 'nasima@example.com';

function VerifyEmailStub() {
  const { state } = useLocation();
  return <p>Verify {(state as { email: string }).email}</p>;
}

/** The passport form with uploads answered at once and the application answered by `answer`. */
function renderForm(answer: { status: number; body: unknown }) {
  let uploads = 0;
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/uploads') return new Response(JSON.stringify({ secure_url: `http://localhost/api/uploads/${++uploads}` }), { status: 200 });
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/membership-registration', element: <ApplicationForm category="Foreigner/Diplomat" kind="passport" /> },
      { path: '/verify-email', element: <VerifyEmailStub /> },
    ],
    { initialEntries: ['/membership-registration'] },
  );
  render(<RouterProvider router={router} />);
  return sent;
}

/** Fills every field the passport form asks, by the description's labels, and sends it. */
async function fillAndRegister() {
  const user = userEvent.setup({ delay: null });
  const values: Record<string, string | number> = { ...sampleApplicant, ...samplePassport, email };
  for (const field of formSections('passport').flatMap((section) => section.fields)) {
    if (field.kind === 'category' || field.kind === 'children' || field.optional) continue;
    const control = screen.getByLabelText(field.label);
    if (field.kind === 'membership-type') await user.selectOptions(control, String(values[field.key]));
    else if (field.kind === 'image') {
      const uploaded = screen.queryAllByText(/^Uploaded:/).length;
      await user.upload(control, new File(['png'], `${field.key}.png`, { type: 'image/png' }));
      await vi.waitFor(() => expect(screen.getAllByText(/^Uploaded:/)).toHaveLength(uploaded + 1));
    } else await user.type(control, String(values[field.key]));
  }
  await user.click(screen.getByRole('button', { name: 'REGISTER' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Each test fills in the whole form in jsdom: a few seconds on a quiet machine, more beside a build.
describe('ApplicationForm', { timeout: 15_000 }, () => {
  it("shows the server's field messages under their fields, focuses the first, and still toasts the message", async () => {
    const sent = renderForm({
      status: 400,
      body: {
        message: 'Please upload this image again.',
        errors: { photo: 'Please upload this image again.', passportNumber: 'This passport number is already registered.' },
      },
    });
    await fillAndRegister();

    const photo = screen.getByLabelText('Passport-size Photo');
    // The field is described by the chosen file's name, then by its error.
    await vi.waitFor(() => expect(photo).toHaveAccessibleDescription(/^photo\.png Please upload this image again\.$/));
    expect(photo).toHaveFocus();
    expect(screen.getByLabelText('Passport Number')).toHaveAccessibleDescription('This passport number is already registered.');
    expect(toast.error).toHaveBeenCalledWith('Please upload this image again.');
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeEnabled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ category: 'Foreigner/Diplomat', passportNumber: samplePassport.passportNumber, email });
  });

  it("shows the server's success message, then goes to verify the email", async () => {
    renderForm({ status: 201, body: { message: 'Thank you for applying. Your code is in your inbox.' } });
    await fillAndRegister();

    expect(await screen.findByText(`Verify ${email}`)).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledExactlyOnceWith('Thank you for applying. Your code is in your inbox.');
  });
});
