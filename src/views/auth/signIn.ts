import { schemaResolver } from '@mantine/form';
import { authApi } from '../../api/auth';
import type { HttpClient } from '../../api/httpClient';
import { LoginBody } from '../../domain/schemas/auth';

/**
 * What the sign-in form runs when it is sent: its check (the shared schema, with zod) and the call. Fetched
 * right after the page is first drawn (LoginPage.tsx), and awaited only when the form is sent: the page can
 * be read and typed into without them.
 */
export const checkSignIn = schemaResolver(LoginBody, { sync: true });

export const signIn = (http: HttpClient, login: string, password: string) =>
  authApi(http).login(login, password);
