import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/access';
import { notificationPreferences, profilePictures } from '../../server/db/schema/profile';
import { demoAccount } from '../../server/db/seed/demoAccounts';
import { DEFAULT_CHANNELS, NOTIFICATION_EVENTS } from '../../src/domain/notificationEvents';
import {
  PICTURE_MAX_BYTES,
  PICTURE_SIDE,
  Profile,
  type ProfileInput,
} from '../../src/domain/schemas/profile';
import { api, loginAs, startTestApp, type TestApp } from './harness';
import { tableFingerprints } from './tableFingerprints';

let app: TestApp;
const tokens = { owner: '', staff: '', noPlan: '', transporter: '' };

beforeAll(async () => {
  app = await startTestApp({ env: { SIM_VEHICLES: '0' } });
  for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = await loginAs(app, key);
});
afterAll(() => app.close());

const defaults = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [e, DEFAULT_CHANNELS]),
) as ProfileInput['notifications'];

const readProfile = async (token: string) => {
  const reply = await api(app, '/api/user/profile', { token });
  expect(reply.status).toBe(200);
  return Profile.parse(reply.body);
};
const saveProfile = (token: string, body: unknown) =>
  api<{ error?: { code: string; fields?: Record<string, string> } }>(app, '/api/user/profile', {
    method: 'PUT',
    token,
    body,
  });

/** Sends a picture file the way the browser does: the bytes as the body, the crop in the query. */
const uploadPicture = async (
  token: string,
  file: Uint8Array,
  crop: Record<string, number>,
  type = 'image/png',
) => {
  const query = new URLSearchParams(Object.entries(crop).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${app.baseUrl}/api/user/profile/picture?${query}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(file),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const fetchPicture = (address: string, token?: string) =>
  fetch(`${app.baseUrl}${address}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

/** A 400 × 300 picture, red on its left half and blue on its right: which half was cropped shows. */
const twoColourPicture = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .composite([
      {
        input: { create: { width: 200, height: 300, channels: 3, background: { r: 20, g: 20, b: 220 } } },
        left: 200,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

describe('the profile', () => {
  it('reads the signed-in person, with every notification event at its default', async () => {
    const owner = demoAccount('owner');
    const profile = await readProfile(tokens.owner);
    expect(profile).toMatchObject({ email: owner.email, mobile: owner.mobile, language: 'en' });
    expect(profile.notifications).toEqual(defaults);
  });

  it('saves name, mobile, language and notification choices together, for the caller only', async () => {
    const staffBefore = await readProfile(tokens.staff);
    const notifications = { ...defaults, orderStatus: { inApp: true, push: false, email: true } };
    const reply = await saveProfile(tokens.owner, {
      name: '  Asha Verma ',
      mobile: '+91 98111 22334',
      language: 'hi',
      notifications,
    });
    expect(reply.status).toBe(200);
    expect(Profile.parse(reply.body)).toMatchObject({
      name: 'Asha Verma',
      mobile: '9811122334',
      language: 'hi',
      notifications,
    });
    expect(await readProfile(tokens.owner)).toMatchObject({ name: 'Asha Verma', notifications });
    // The header's details and the next sign-in read the new name.
    const header = await api<{ name: string }>(app, '/api/login-header-details', {
      method: 'POST',
      token: tokens.owner,
    });
    expect(header.body.name).toBe('Asha Verma');
    // Nobody else changed: no id is taken, so there is nobody else to change.
    expect(await readProfile(tokens.staff)).toEqual(staffBefore);
  });

  it('refuses bad fields under their names and writes nothing', async () => {
    const before = await tableFingerprints(app.database.db, [users, notificationPreferences]);
    const reply = await saveProfile(tokens.staff, {
      name: '   ',
      mobile: '12345',
      language: 'fr',
      notifications: { ...defaults, orderStatus: { inApp: 'yes' } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error?.code).toBe('validation');
    expect(Object.keys(reply.body.error?.fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'mobile', 'language']),
    );
    expect(reply.body.error?.fields?.mobile).toBe('Enter a 10-digit mobile number');
    expect(await tableFingerprints(app.database.db, [users, notificationPreferences])).toEqual(before);
  });

  it('refuses a mobile another account signs in with, any industry’s, and changes nothing', async () => {
    const before = await tableFingerprints(app.database.db, [users, notificationPreferences]);
    const staff = await readProfile(tokens.staff);
    for (const taken of [demoAccount('noPlan').mobile, demoAccount('transporter').mobile]) {
      const reply = await saveProfile(tokens.staff, {
        ...staff,
        name: 'Someone Else',
        mobile: taken,
        notifications: { ...defaults, bidReceived: { inApp: false, push: false, email: false } },
      });
      expect(reply).toMatchObject({
        status: 400,
        body: {
          error: {
            code: 'validation',
            fields: { mobile: 'Another account already uses this mobile number' },
          },
        },
      });
    }
    expect(await tableFingerprints(app.database.db, [users, notificationPreferences])).toEqual(before);
    // Keeping one's own mobile is no conflict.
    const same = await saveProfile(tokens.staff, {
      name: staff.name,
      mobile: staff.mobile,
      language: staff.language,
      notifications: staff.notifications,
    });
    expect(same.status).toBe(200);
  });

  it('is for shipper users only', async () => {
    expect((await api(app, '/api/user/profile')).status).toBe(401);
    expect((await api(app, '/api/user/profile', { token: tokens.transporter })).status).toBe(403);
  });
});

describe('the picture', () => {
  it('stores the cropped square as a small WebP, served to colleagues of the same industry only', async () => {
    const file = await twoColourPicture();
    // The blue right half, 100 pixels a side.
    const reply = await uploadPicture(tokens.staff, file, { left: 250, top: 100, width: 100, height: 100 });
    expect(reply.status).toBe(200);
    const address = String(reply.body.profileImage);
    expect(address).toMatch(/^\/api\/users\/\d+\/picture\?v=\d+$/);

    // The session reads it at the next sign-in, and the profile now.
    expect((await readProfile(tokens.staff)).profileImage).toBe(address);
    const login = await api<{ user: { profileImage: string } }>(app, '/api/auth/login', {
      body: { login: demoAccount('staff').email, password: 'freight123' },
    });
    expect(login.body.user.profileImage).toBe(address);

    const served = await fetchPicture(address, tokens.owner);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const image = sharp(Buffer.from(await served.arrayBuffer()));
    const metadata = await image.metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: PICTURE_SIDE, height: PICTURE_SIDE });
    const { channels } = await image.stats();
    expect(channels[2]!.mean).toBeGreaterThan(180);
    expect(channels[0]!.mean).toBeLessThan(60);

    // Another industry's owner, and nobody signed in, do not see it.
    const foreign = await fetchPicture(address, tokens.noPlan);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect((await fetchPicture(address)).status).toBe(401);
  });

  it('follows the picture’s upright orientation, as a browser draws it', async () => {
    // Stored 300 × 400, turned a quarter, with orientation 8 to turn it back: drawn upright it is the
    // 400 × 300 original, so a crop at x 300 lies inside it and is blue.
    const stored = await sharp(await twoColourPicture())
      .rotate(90)
      .jpeg()
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const reply = await uploadPicture(
      tokens.owner,
      stored,
      { left: 300, top: 0, width: 100, height: 100 },
      'image/jpeg',
    );
    expect(reply.status).toBe(200);
    const served = await fetchPicture(String(reply.body.profileImage), tokens.owner);
    const { channels } = await sharp(Buffer.from(await served.arrayBuffer())).stats();
    expect(channels[2]!.mean).toBeGreaterThan(180);
  });

  it('refuses what is not a JPEG, PNG or WebP whatever it is labelled, a crop outside it, and a file too large', async () => {
    const before = await tableFingerprints(app.database.db, [users, profilePictures]);
    const crop = { left: 0, top: 0, width: 10, height: 10 };
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    const refusals = [
      await uploadPicture(tokens.owner, gif, crop, 'image/png'),
      await uploadPicture(
        tokens.owner,
        new TextEncoder().encode('<svg onload="alert(1)"/>'),
        crop,
        'image/png',
      ),
      await uploadPicture(tokens.owner, gif, crop, 'image/gif'),
    ];
    for (const refusal of refusals) expect(refusal.status).toBe(415);
    expect(refusals[0]!.body).toMatchObject({ error: { code: 'bad_request' } });

    const outside = await uploadPicture(tokens.owner, await twoColourPicture(), {
      left: 350,
      top: 0,
      width: 100,
      height: 100,
    });
    expect(outside).toMatchObject({ status: 422, body: { error: { code: 'unprocessable' } } });

    const huge = new Uint8Array(PICTURE_MAX_BYTES + 1);
    huge.set(await twoColourPicture());
    expect((await uploadPicture(tokens.owner, huge, crop)).status).toBe(413);

    const badCrop = await uploadPicture(tokens.owner, await twoColourPicture(), {
      left: -1,
      top: 0,
      width: 0,
      height: 10,
    });
    expect(badCrop).toMatchObject({ status: 400, body: { error: { code: 'validation' } } });
    expect(await tableFingerprints(app.database.db, [users, profilePictures])).toEqual(before);
  });

  it('goes back to the default avatar on request', async () => {
    const { profileImage } = await readProfile(tokens.staff);
    expect(profileImage).not.toBeNull();
    const reply = await api(app, '/api/user/profile/picture', { method: 'DELETE', token: tokens.staff });
    expect(reply).toEqual({ status: 200, body: { profileImage: null } });
    expect((await readProfile(tokens.staff)).profileImage).toBeNull();
    expect((await fetchPicture(profileImage!, tokens.owner)).status).toBe(404);
  });
});
