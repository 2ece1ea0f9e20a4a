import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatMoney, paisaFromProvider } from '@rgcc/shared/format/money';
import { escapeHtml } from '../../../http/escape-html';
import { insufficientBalanceWallet, sandboxCode } from '../../../infra/payments/sandbox-provider';

export type WalletStep = { kind: 'number' } | { kind: 'confirm'; walletNumber: string } | { kind: 'finished' };


/**
 * The sandbox wallet's page: plain HTML forms (no script), styled like a phone wallet, so the
 * payer's steps of the real wallet (number, code, PIN, confirm or cancel) are walked for real.
 */
export function walletPage(options: { clubName: string; invoiceNumber: string; amount: string; step: WalletStep; error?: string; returnUrl?: string }) {
  const { clubName, invoiceNumber, amount, step, error, returnUrl } = options;
  // The wallet keeps the amount as the provider's taka string it was given ("1320.00").
  const amountPaisa = paisaFromProvider(amount);
  const errorBlock = error ? `<p class="error" role="alert" id="wallet-error">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="wallet-error" aria-invalid="true"' : '';
  const cancelButton = `<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel payment</button>`;
  let body: string;
  if (step.kind === 'number') {
    body = `<form method="post">
  <label for="walletNumber">Your wallet number</label>
  <input id="walletNumber" name="walletNumber" type="tel" inputmode="numeric" autocomplete="tel" placeholder="01XXXXXXXXX" maxlength="11" required${describedBy}>
  ${errorBlock}
  <div class="actions"><button type="submit" name="action" value="number">Continue</button>${cancelButton}</div>
</form>`;
  } else if (step.kind === 'confirm') {
    body = `<form method="post">
  <p>Wallet <strong>${escapeHtml(step.walletNumber)}</strong></p>
  <input type="hidden" name="walletNumber" value="${escapeHtml(step.walletNumber)}">
  <label for="code">Verification code</label>
  <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required${describedBy}>
  <label for="pin">PIN</label>
  <input id="pin" name="pin" type="password" inputmode="numeric" maxlength="5" required${describedBy}>
  ${errorBlock}
  <div class="actions"><button type="submit" name="action" value="confirm">Confirm payment</button>${cancelButton}</div>
</form>`;
  } else {
    body = `<p>This payment is already finished.</p>${returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to ${escapeHtml(clubName)}</a></p>` : ''}`;
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox wallet: pay ${escapeHtml(clubName)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f3eee6;color:#1c2321}
main{max-width:26rem;margin:0 auto;padding:1.5rem}
header{background:#7a1f4b;color:#fff;border-radius:1rem 1rem 0 0;padding:1rem 1.25rem}
header h1{margin:0;font-size:1.25rem}
.card{background:#fff;border-radius:0 0 1rem 1rem;padding:1.25rem;box-shadow:0 1px 4px #0002}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:#4a4f4d}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;font-size:1.1rem;padding:.6rem .75rem;border:1px solid #6b706e;border-radius:.5rem}
input:focus,button:focus,a:focus{outline:3px solid #1d4e67;outline-offset:2px}
.actions{display:flex;gap:.75rem;margin-top:1.25rem;flex-wrap:wrap}
button{font-size:1rem;font-weight:600;padding:.7rem 1.1rem;border-radius:.5rem;border:0;background:#7a1f4b;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#7a1f4b;border:2px solid #7a1f4b}
.error{color:#8b1a1a;font-weight:600}
.note{font-size:.9rem;background:#fff8e6;border:1px solid #b58a1b;border-radius:.5rem;padding:.75rem;margin-top:1.25rem}
a{color:#1d4e67}
</style></head>
<body><main>
<header><h1>Mobile wallet (sandbox)</h1></header>
<div class="card">
<dl><dt>Merchant</dt><dd>${escapeHtml(clubName)}</dd><dt>Invoice</dt><dd>${escapeHtml(invoiceNumber)}</dd><dt>Amount</dt><dd>${escapeHtml(amountPaisa === undefined ? amount : formatMoney(amountPaisa, defaultLocale))}</dd></dl>
${body}
<p class="note">This is the club's sandbox wallet: no money moves. Any wallet number works, the verification code is ${sandboxCode} and any 5-digit PIN is accepted. Wallet ${insufficientBalanceWallet} has an insufficient balance.</p>
</div>
</main></body></html>`;
}
