import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPushSender } from '../../server/push/createPushSender';
import { readServiceAccount } from '../../server/push/fcmPushSender';

/** A service account of the shape Google issues, with a key made here: enough to start firebase-admin offline. */
const serviceAccount = () => ({
  type: 'service_account',
  project_id: 'freightdesk-test',
  client_email: 'push@freightdesk-test.iam.gserviceaccount.com',
  private_key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }),
});

describe('the push sender', () => {
  it('sends nothing without FCM_SERVICE_ACCOUNT', async () => {
    const sender = await createPushSender({ fcmServiceAccount: undefined });
    expect(sender.enabled).toBe(false);
    expect(await sender.send(['fcm-a'], { title: 't', body: 'b', data: {} })).toEqual({ staleTokens: [] });
  });

  it('reads the service account as JSON or from a file, and says which setting is wrong', async () => {
    const account = serviceAccount();
    expect(await readServiceAccount(JSON.stringify(account))).toEqual(account);
    const file = join(mkdtempSync(join(tmpdir(), 'freightdesk-fcm-')), 'service-account.json');
    writeFileSync(file, JSON.stringify(account));
    expect(await readServiceAccount(file)).toEqual(account);
    await expect(readServiceAccount('{not json')).rejects.toThrow(/^FCM_SERVICE_ACCOUNT must be/);
    await expect(readServiceAccount('/nonexistent/service-account.json')).rejects.toThrow(/ENOENT/);
  });

  // Sending needs Google's servers, which tests cannot reach: this checks that firebase-admin loads and
  // accepts the account, and that the sender shuts it down.
  it('uses firebase-admin when a service account is configured', async () => {
    const sender = await createPushSender({ fcmServiceAccount: JSON.stringify(serviceAccount()) });
    expect(sender.enabled).toBe(true);
    await sender.close();
  });
});
