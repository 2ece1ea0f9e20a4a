import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The browser at the sandbox wallet: a form post, as the page sends it. */
export const walletPost = (testApp: TestApp, walletPath: string, fields: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: walletPath, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** Walks the sandbox wallet's steps; answers the callback path the wallet sends the browser to. */
export async function payAtWallet(testApp: TestApp, walletPath: string, walletNumber = '01711223344') {
  expect((await walletPost(testApp, walletPath, { action: 'number', walletNumber })).statusCode).toBe(200);
  const confirmed = await walletPost(testApp, walletPath, { action: 'confirm', walletNumber, code: '123456', pin: '12345' });
  expect(confirmed.statusCode).toBe(303);
  const callback = new URL(confirmed.headers.location as string);
  return `${callback.pathname}${callback.search}`;
}
