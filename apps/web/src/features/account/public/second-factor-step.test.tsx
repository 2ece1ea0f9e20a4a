import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { SecondFactorStep } from './second-factor-step';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const step = { message: 'Enter the code from your authenticator app.', secondFactor: 'code' as const, challenge: 'c'.repeat(43), email: 'staff@example.com' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SecondFactorStep', () => {
  it("shows the server's message when the account's wrong codes make it wait (429), and starts the sign-in again", async () => {
    const message = 'Too many failed sign-ins. Please wait 2 minutes and try again.';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message }), { status: 429, headers: { 'retry-after': '120' } })));
    const onRestart = vi.fn();
    render(<SecondFactorStep step={step} onSignedIn={vi.fn()} onRestart={onRestart} />);
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(onRestart).toHaveBeenCalledOnce();
  });
});
