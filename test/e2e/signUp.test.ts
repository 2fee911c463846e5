import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

/** Without SMTP the server writes each mail's link to its log; read it as a person reads their inbox. */
function lastVerificationLink(email: string): string | undefined {
  const lines = readFileSync(suiteServer().serverLogPath, 'utf8').split('\n');
  return lines
    .filter((line) => line.includes('email verification link'))
    .map((line) => JSON.parse(line) as { to?: string; link?: string })
    .filter((entry) => entry.to === email)
    .at(-1)?.link;
}

const COMPANY = {
  name: 'Umesh Textiles Pvt Ltd',
  gstin: '27AAPFU0939F1ZV',
  owner: 'Umesh Patil',
  email: 'umesh@umeshtextiles.in',
  mobile: '98220 12345',
  password: 'loom-Secret-2026',
};

async function fillForm(app: App, gstin = COMPANY.gstin) {
  const { page } = app;
  await page.getByLabel('Company name').fill(COMPANY.name);
  // Typed as a person types it: the hint under the field follows.
  await page.getByLabel('GSTIN').pressSequentially(gstin.toLowerCase());
  await page.getByLabel('Your name').fill(COMPANY.owner);
  await page.getByLabel('Work email').fill(COMPANY.email);
  await page.getByLabel('Mobile number').fill(COMPANY.mobile);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(COMPANY.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(COMPANY.password);
}

/** The form as it first shows, in English then in Hindi, for the screenshots at one width. */
async function pictureForm(app: App, width: string) {
  const { page } = app;
  await app.open('/register');
  await page.getByRole('heading', { level: 1, name: "Create your company's account" }).waitFor();
  await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
  await page.getByTestId('gstin-derived').getByText('PAN AAGCB7383J · State: Karnataka').waitFor();
  await app.screenshot(`sign-up-en-${width}`);
  await page.getByText('हिन्दी').click();
  await page.getByRole('heading', { level: 1, name: 'अपनी कंपनी का खाता बनाएँ' }).waitFor();
  await page.getByTestId('gstin-derived').getByText('PAN AAGCB7383J · राज्य: कर्नाटक').waitFor();
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await page.getByText('कंपनी का नाम लिखें').waitFor();
  await app.screenshot(`sign-up-hi-${width}`);
  await page.getByText('English').click();
  await page.getByRole('heading', { level: 1, name: "Create your company's account" }).waitFor();
}

describe('a company signs up on its own', () => {
  it('shows the sign-up form in English and Hindi, on a desktop and a phone', async () => {
    const desktop = await openApp();
    await pictureForm(desktop, 'desktop');
    const phone = await openApp({ viewport: { width: 390, height: 844 } });
    await pictureForm(phone, '390');
    // Nothing on a phone is wider than the screen.
    await phone.expectFitsWidth();
  });

  it('registers, confirms the email by the mailed link, signs in and lands on the plan', async () => {
    const app = await openApp();
    const { page } = app;
    await app.open('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await app.expectPath('/register');

    // A check character typed wrong is caught under the field before anything is sent.
    await fillForm(app, '27AAPFU0939F1ZW');
    await page.getByText('PAN AAPFU0939F · State: Maharashtra').waitFor();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText("This GSTIN's last character does not match").waitFor();
    await app.screenshot('sign-up-gstin-error');
    await page.getByLabel('GSTIN').fill(COMPANY.gstin);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('register-sent').getByText(COMPANY.email).waitFor();
    await app.screenshot('sign-up-sent');

    // The same details again (someone trying whether they are registered): the same page, nothing more said.
    const again = await openApp();
    await again.open('/register');
    await fillForm(again);
    await again.page.getByRole('button', { name: 'Create account' }).click();
    await again.page.getByTestId('register-sent').getByText(COMPANY.email).waitFor();
    expect(await again.page.getByTestId('register-error').count()).toBe(0);

    // Signing in before confirming is refused, with a way to get the mail again.
    await app.submitSignIn(COMPANY.email, COMPANY.password);
    await page.getByTestId('login-unverified').waitFor();
    expect(app.path()).toBe('/login');
    const sentBefore = readFileSync(suiteServer().serverLogPath, 'utf8').split(
      'email verification link',
    ).length;
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByTestId('verification-resent').waitFor();
    await expect
      .poll(() => readFileSync(suiteServer().serverLogPath, 'utf8').split('email verification link').length)
      .toBe(sentBefore + 1);
    await app.screenshot('sign-in-unverified');

    const link = lastVerificationLink(COMPANY.email);
    expect(link).toMatch(/#\/verify-email\//);
    await app.open(new URL(link!).hash.replace(/^#/, ''));
    await app.expectPath('/login');
    await page
      .getByTestId('flash')
      .getByText('Your email address is confirmed. Sign in to continue.')
      .waitFor();

    // A new industry has no plan: its owner goes to /plan.
    await app.signInWith(COMPANY.email, COMPANY.password, '/plan');
    await page.getByTestId('no-plan').waitFor();
    expect((await app.storedSession())?.plan).toEqual({ expiry: 0, members: 0, plants: 0 });
    await app.open('/plant');
    await app.expectPath('/plan');

    // It chooses a plan and pays the joining fee with it, in test mode.
    await page.getByTestId('plan-offer-Starter').getByText('₹29,498.82 with GST').waitFor();
    // The joining fee the first plan adds is on the card, not first met at the checkout.
    expect(
      await page.getByTestId('plan-offer-Starter').getByTestId('plan-joining-fee').textContent(),
    ).toMatch(/^The first plan adds the one-time joining fee: ₹[\d,]+(\.\d\d)? with GST$/);
    await app.screenshot('plan-choose');
    await page.getByRole('button', { name: 'Choose Starter' }).click();
    const checkout = page.getByTestId('checkout');
    await checkout.getByText('Test mode — no money moves').waitFor();
    await checkout.getByText('Joining fee (one time)').waitFor();
    await checkout.getByText('Starter plan, 365 days').waitFor();
    // ₹5,000 + ₹24,999 and 18 % GST on both.
    await checkout.getByTestId('invoice-total').getByText('₹35,398.82').waitFor();
    await app.screenshot('plan-checkout-test-mode');

    // A failed payment says so, starts nothing, and offers a retry.
    await page.getByRole('button', { name: 'Simulate failed payment' }).click();
    await page.getByTestId('checkout-failed').getByText('The payment did not go through').waitFor();
    await app.screenshot('plan-checkout-failed');
    expect(app.path()).toBe('/plan');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Simulate successful payment' }).click();

    // Paid: the same session passes the plan check and lands on its dashboard.
    await app.expectPath('/dashboard');
    expect((await app.storedSession())?.plan).toEqual({ expiry: 1, members: 5, plants: 5 });
    await app.open('/plant');
    await app.expectPath('/plant');

    // The joining fee is paid once, with its tax invoice: Maharashtra to Maharashtra, CGST and SGST.
    await app.open('/joining-fees');
    const fee = page.getByTestId('joining-fee');
    await fee.getByText(/^Paid on \d{4}-\d{2}-\d{2}$/).waitFor();
    await fee.getByRole('button', { name: /^View invoice FD\// }).click();
    const invoice = page.getByTestId('invoice');
    await invoice.getByText('CGST 9%').waitFor();
    await invoice.getByText('SGST 9%').waitFor();
    await invoice.getByText(COMPANY.gstin).waitFor();
    await invoice.getByTestId('invoice-total').getByText('₹35,398.82').waitFor();
    await app.screenshot('joining-fee-invoice');
  });

  it('says so when a confirmation link is not valid, and offers a new one', async () => {
    const app = await openApp();
    await app.open('/verify-email/not-a-real-token-at-all-0123456789');
    await app.page.getByTestId('verify-email-failed').waitFor();
    await app.page.getByLabel('Email or mobile number').fill('someone@example.com');
    await app.page.getByRole('button', { name: 'Send a new link' }).click();
    await app.page.getByTestId('verification-resent').waitFor();
  });
});
