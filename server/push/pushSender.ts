/** One push to the browsers of some users: what the system notification shows and the seed's data fields. */
export interface PushMessage {
  title: string;
  body: string;
  /** FCM data: string values only. */
  data: Record<string, string>;
  /** Absolute https address a click opens, when the server knows one (FCM refuses anything else). */
  link?: string;
}

export interface PushSendResult {
  /** Tokens FCM says are gone (unregistered or invalid): the caller forgets them. */
  staleTokens: string[];
}

/** Delivery through a push service, behind an interface so tests record instead of sending. */
export interface PushSender {
  /** False when the server has no push service configured: callers then skip looking up tokens. */
  readonly enabled: boolean;
  send(tokens: readonly string[], message: PushMessage): Promise<PushSendResult>;
}

/** Without FCM_SERVICE_ACCOUNT: nothing goes out, and the socket alone carries notifications. */
export const noPushSender: PushSender = {
  enabled: false,
  send: async () => ({ staleTokens: [] }),
};
