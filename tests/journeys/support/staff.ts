/**
 * A staff member's first sign-in on the host that requires a second factor: the password, then enrolling an
 * authenticator (its secret read from the page, a code made from it), as a person with an app would.
 */
import * as OTPAuth from 'otpauth';
import { expect, tap, type Page } from './visitor';

export async function signInEnrolling(page: Page, email: string): Promise<void> {
  await page.goto('/staff', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct-horse-battery');
  await tap(page.getByRole('button', { name: 'Sign in' }));
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code from your authenticator app').fill(new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate());
  await tap(page.getByRole('button', { name: 'Verify' }));
}

/**
 * How long a journey waits for the host's own rebuild to show a change: a change made while another
 * journey's rebuild runs waits for it, so two builds of a loaded 2-core machine. A bound for the behaviour
 * (the site follows), not a figure: the journeys print the time it took.
 */
export const REBUILT_WITHIN = 150_000;
