import { Party, type PartyInput, type PartyListQuery } from '../domain/schemas/party';
import type { HttpClient } from './httpClient';
import { masterApi } from './masterApi';

/** Clients: the six routes of every master, over the party record vendors share. */
export const clientsApi = (http: HttpClient) =>
  masterApi<Party, PartyInput, PartyListQuery>(http, '/api/clients', Party);

/** Vendors: the six routes of every master, over the party record clients share. */
export const vendorsApi = (http: HttpClient) =>
  masterApi<Party, PartyInput, PartyListQuery>(http, '/api/vendors', Party);
