import { isApiError } from '../../api/ApiError';

/** Why a public link shows no trip: dead (expired or revoked), never valid, or the load itself failed. */
export type ShareProblem = 'expired' | 'unknown' | 'failed';

/** The public read answers 410 for a dead link and 404 for a token that never existed. */
export const shareProblemOfError = (error: unknown): ShareProblem => {
  if (!isApiError(error)) return 'failed';
  if (error.status === 410) return 'expired';
  if (error.status === 404) return 'unknown';
  return 'failed';
};

/** The `/share` namespace refuses a handshake with these messages; anything else is a passing network fault. */
export const shareProblemOfSocketError = (message: string): ShareProblem | null => {
  if (message === 'share_link_expired') return 'expired';
  if (message === 'share_link_unknown') return 'unknown';
  return null;
};

/** Dead and unknown links will not come back, so they are not retried. */
export const isFinalShareProblem = (error: unknown): boolean => shareProblemOfError(error) !== 'failed';
