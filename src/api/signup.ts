import { OkReply } from '../domain/schemas/auth';
import { type RegisterInput, RegisterReply, VerifyEmailReply } from '../domain/schemas/signup';
import type { HttpClient } from './httpClient';

/** A shipper's sign-up and the confirmation of its owner's email: all before anyone is signed in. */
export const signupApi = (http: HttpClient) => ({
  register: (input: RegisterInput) =>
    http.post('/api/auth/register', { schema: RegisterReply, body: input, authenticated: false }),
  verifyEmail: (token: string) =>
    http.post('/api/auth/verify-email', { schema: VerifyEmailReply, body: { token }, authenticated: false }),
  /** `login`: the account's email or mobile number. */
  resendVerification: (login: string) =>
    http.post('/api/auth/resend-verification', { schema: OkReply, body: { login }, authenticated: false }),
});

export type SignupApi = ReturnType<typeof signupApi>;
