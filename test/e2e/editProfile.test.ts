import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { DEFAULT_CHANNELS, NOTIFICATION_EVENTS } from '../../src/domain/notificationEvents';
import { PICTURE_SIDE, Profile } from '../../src/domain/schemas/profile';
import { auditsDone } from '../support/accessibility';
import { apiSessionOf } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import { suiteServer } from '../support/suiteServer';

/** A 600 × 400 photo, red on its left half and blue on its right. */
const photo = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 210, g: 30, b: 30 } } })
    .composite([
      {
        input: { create: { width: 300, height: 400, channels: 3, background: { r: 30, g: 30, b: 210 } } },
        left: 300,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();

const staff = demoAccount('staff');

const savedProfile = async (app: App) => Profile.parse(await (await app.api()).get('/api/user/profile'));

describe('editing one’s own profile', () => {
  // The staff member is shared with the other browser tests: they get their name, picture and choices back.
  afterAll(async () => {
    const session = await apiSessionOf(suiteServer().baseUrl, 'staff');
    await session.call('DELETE', '/api/user/profile/picture');
    await session.call('PUT', '/api/user/profile', {
      name: staff.name,
      mobile: staff.mobile,
      language: 'en',
      notifications: Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, DEFAULT_CHANNELS])),
    });
  });

  it('changes name, picture (cropped) and a push choice; the header follows without signing in again', async () => {
    const app = await openApp({ viewport: { width: 1280, height: 900 } });
    const { page } = app;
    await app.signInAs('staff');
    await app.open('/user_profile');
    await page.getByTestId('edit-profile').click();
    await app.expectPath('/edit_profile');
    await page.getByRole('heading', { name: 'Edit profile', level: 1 }).waitFor();
    // The screen's own audit first: a dialog caught opening has no name yet (Mantine names it once its title
    // has mounted), which is no state a person meets.
    await auditsDone(page);

    // The picture: chosen, zoomed in the crop frame, saved at once.
    await page.locator('input[type=file]').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    const cropper = page.getByTestId('picture-cropper');
    await cropper.locator('img').waitFor();
    const zoom = page.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    expect(Number(await zoom.getAttribute('aria-valuenow'))).toBeGreaterThan(1.4);
    await app.screenshot('edit-profile-crop');
    await page.getByTestId('picture-use').click();
    await page.getByText('Picture saved').waitFor();
    const headerPicture = page.getByTestId('header-avatar').locator('img');
    await expect.poll(() => headerPicture.getAttribute('src')).toMatch(/^blob:/);

    // A mobile another account signs in with is refused under its field.
    const mobile = page.getByTestId('profile-mobile');
    await mobile.fill(demoAccount('owner').mobile);
    await page.getByTestId('profile-save').click();
    await page.getByText('Another account already uses this mobile number').waitFor();
    expect(await mobile.getAttribute('aria-invalid')).toBe('true');
    await app.screenshot('edit-profile-mobile-taken');
    await mobile.fill(staff.mobile);

    // Name and a muted push for bids, in one save.
    await page.getByTestId('profile-name').fill('Ravi Shankar Menon');
    const bidPush = page.getByRole('checkbox', { name: 'A transporter bids: Push' });
    expect(await bidPush.isChecked()).toBe(true);
    await bidPush.uncheck();
    await page.getByTestId('profile-save').click();
    await page.getByText('Profile saved').waitFor();
    await expect.poll(() => page.getByTestId('header-name').textContent()).toBe('Ravi Shankar Menon');

    const saved = await savedProfile(app);
    expect(saved.name).toBe('Ravi Shankar Menon');
    expect(saved.notifications.bidReceived).toEqual({ inApp: true, push: false, email: false });
    expect(saved.notifications.orderStatus).toEqual(DEFAULT_CHANNELS);
    // The picture kept is the square chosen, small and re-encoded.
    const served = await fetch(`${suiteServer().baseUrl}${saved.profileImage}`, {
      headers: { authorization: `Bearer ${(await app.api()).token}` },
    });
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: PICTURE_SIDE,
      height: PICTURE_SIDE,
    });

    // The profile page shows it all, and so does a reload, from the session the edit updated.
    await app.open('/user_profile');
    await page.getByTestId('profile-name').getByText('Ravi Shankar Menon').waitFor();
    await expect
      .poll(() => page.getByTestId('profile-picture').locator('img').getAttribute('src'))
      .toMatch(/^blob:/);
    await app.screenshot('user-profile');
    await app.reload();
    // After a reload the picture is fetched again: on a busy machine, seconds rather than vitest's default one.
    const afterReload = { timeout: 15_000 };
    await expect
      .poll(() => page.getByTestId('header-name').textContent(), afterReload)
      .toBe('Ravi Shankar Menon');
    await expect.poll(() => headerPicture.getAttribute('src'), afterReload).toMatch(/^blob:/);
  }, 120_000); // A picture cropped and saved, a form saved, a reload: over a minute on a busy two-core machine.

  it('reads well on a phone and in Hindi', async () => {
    const app = await openApp({ viewport: { width: 390, height: 844 } });
    const { page } = app;
    await app.signInAs('staff', '/edit_profile');
    await page.getByTestId('notification-choices').waitFor();
    // Nothing wider than the phone: the choices table fits.
    await app.expectFitsWidth();
    await app.screenshot('edit-profile-390');

    await page.getByRole('radio', { name: 'हिन्दी' }).check();
    await page.getByTestId('profile-save').click();
    await page.getByRole('heading', { name: 'प्रोफ़ाइल बदलें', level: 1 }).waitFor();
    await page.getByText('प्रोफ़ाइल सहेजी गई').waitFor();
    await page.getByRole('checkbox', { name: 'ट्रांसपोर्टर बोली लगाए: पुश' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect((await savedProfile(app)).language).toBe('hi');
    await app.screenshot('edit-profile-390-hi');
  });
});
