import type { PushMessage, PushSender } from '../../server/push/pushSender';

/** A push sender that keeps what it is given (the tokens and the message of each send) instead of calling FCM. */
export function recordingPushSender(): {
  pushSender: PushSender;
  pushes: { tokens: string[]; message: PushMessage }[];
} {
  const pushes: { tokens: string[]; message: PushMessage }[] = [];
  const pushSender: PushSender = {
    enabled: true,
    send: async (tokens, message) => {
      pushes.push({ tokens: [...tokens], message });
      return { staleTokens: [] };
    },
  };
  return { pushSender, pushes };
}
