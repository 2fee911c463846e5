import { isApiError } from '../../api/ApiError';

/** Why the driver's page shows no trip: the link ended (trip over, replaced), never was one, or the load failed. */
export type DriverProblem = 'expired' | 'unknown' | 'failed';

export const driverProblemOf = (error: unknown): DriverProblem => {
  if (!isApiError(error)) return 'failed';
  if (error.status === 410) return 'expired';
  if (error.status === 404) return 'unknown';
  return 'failed';
};
