import { readFile } from 'node:fs/promises';
import type { PushMessage, PushSender } from './pushSender';

/** FCM takes at most this many tokens in one multicast. */
const TOKENS_PER_CALL = 500;

/** Errors meaning the token will never work again, so it is dropped rather than retried. */
const GONE_TOKEN_CODES = ['registration-token-not-registered', 'invalid-registration-token'];

const isGoneToken = (code: string | undefined): boolean =>
  code !== undefined && GONE_TOKEN_CODES.some((gone) => code.endsWith(gone));

const readAccountFile = async (path: string): Promise<string> => {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`FCM_SERVICE_ACCOUNT: cannot read ${path} (${(error as Error).message})`);
  }
};

/** FCM_SERVICE_ACCOUNT is the service account's JSON itself or a path to its file. */
export async function readServiceAccount(setting: string): Promise<Record<string, unknown>> {
  const text = setting.trimStart().startsWith('{') ? setting : await readAccountFile(setting);
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Reported below with the setting's name, like every other bad configuration value.
  }
  throw new Error('FCM_SERVICE_ACCOUNT must be a service account JSON object or the path of its file');
}

/**
 * Sends through Firebase Cloud Messaging with firebase-admin, loaded only when a service account is configured
 * so a server without push never pays for it.
 */
export async function createFcmPushSender(
  serviceAccount: Record<string, unknown>,
): Promise<PushSender & { close(): Promise<void> }> {
  const { cert, deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  // A named app, so an embedding process with its own default Firebase app is left alone.
  const app = initializeApp({ credential: cert(serviceAccount) }, 'freightdesk-push');
  const messaging = getMessaging(app);

  const sendBatch = async (tokens: string[], message: PushMessage): Promise<string[]> => {
    const reply = await messaging.sendEachForMulticast({
      tokens,
      notification: { title: message.title, body: message.body },
      data: message.data,
      ...(message.link ? { webpush: { fcmOptions: { link: message.link } } } : {}),
    });
    return reply.responses.flatMap((r, i) => (!r.success && isGoneToken(r.error?.code) ? [tokens[i]!] : []));
  };

  return {
    enabled: true,
    async send(tokens, message) {
      const staleTokens: string[] = [];
      for (let i = 0; i < tokens.length; i += TOKENS_PER_CALL) {
        staleTokens.push(...(await sendBatch(tokens.slice(i, i + TOKENS_PER_CALL), message)));
      }
      return { staleTokens };
    },
    close: () => deleteApp(app),
  };
}
