import { z } from 'zod';
import { LoginReply, OkReply, SessionUser } from '../domain/schemas/auth';
import type { HttpClient } from './httpClient';

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const Nothing = z.unknown();

export const authApi = (http: HttpClient) => ({
  login: (login: string, password: string) =>
    http.post('/api/auth/login', { schema: LoginReply, body: { login, password }, authenticated: false }),
  /** The server revokes the token; a token that is already gone is as good as revoked. */
  logout: () => http.post('/api/auth/logout', { schema: Nothing }),
  me: () => http.get('/api/auth/me', { schema: SessionUser }),
  forgotPassword: (email: string) =>
    http.post('/api/auth/forgot-password', { schema: OkReply, body: { email }, authenticated: false }),
  resetPassword: (input: ResetPasswordInput) =>
    http.post('/api/auth/reset-password', { schema: Nothing, body: input, authenticated: false }),
  changePassword: (input: ChangePasswordInput) =>
    http.post('/api/auth/change-password', { schema: Nothing, body: input }),
});

export type AuthApi = ReturnType<typeof authApi>;
