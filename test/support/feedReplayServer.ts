import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { feedFixture } from './feedFixtures';

/** How the replaying provider answers: the recorded answers, or a failure of the kind a real one gives. */
export type ReplayMode = 'recorded' | 'http500' | 'http401' | 'http429' | 'notJson';

export interface ReplayedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A local stand-in for NIC (through a GSP), ULIP and a SIM-location service, on a free port, replaying the
 * recorded answers of `test/fixtures/feeds/`. Each recorded answer is about the bill, vehicle or phone the
 * test names (`ewbNo`, `vehicleNumber`, `mobile`): the provider is asked about every running order, and
 * answers "not yours", "no tag" or "not located" for the others, as the real ones do.
 */
export async function startFeedReplayServer(subject: {
  ewbNo: string;
  vehicleNumber: string;
  mobile: string;
}) {
  const requests: ReplayedRequest[] = [];
  let mode: ReplayMode = 'recorded';
  const ulipToken = (feedFixture('ulip-login') as { response: { id: string } }).response.id;
  const simToken = (feedFixture('sim-token') as { access_token: string }).access_token;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const answer = (request: ReplayedRequest): [number, unknown] => {
    const bearer = request.headers.authorization;
    switch (`${request.method} ${request.path}`) {
      case 'GET /nic/ewayapi/GetEwayBill': {
        if (request.headers['client-id'] !== 'gsp-client' || request.headers.authtoken !== 'nic-token')
          return [200, { status: '0', error: { errorCodes: '106,' } }];
        const ewbNo = request.query.get('ewbNo');
        if (ewbNo !== subject.ewbNo) return [200, feedFixture('nic-ewaybill-not-yours')];
        return [200, { ...(feedFixture('nic-ewaybill-two-vehicles') as object), ewbNo: Number(ewbNo) }];
      }
      case 'POST /ulip/user/login': {
        const { username, password } = request.body as { username?: string; password?: string };
        return username === 'ulip-user' && password === 'ulip-pass'
          ? [200, feedFixture('ulip-login')]
          : [200, { error: 'true', code: '401', message: 'Invalid credentials', response: null }];
      }
      case 'POST /ulip/FASTAG/01': {
        if (bearer !== `Bearer ${ulipToken}`)
          return [401, { error: 'true', code: '401', message: 'Unauthorized' }];
        const asked = (request.body as { vehiclenumber?: string }).vehiclenumber;
        if (asked !== subject.vehicleNumber) return [200, feedFixture('ulip-fastag-no-tag')];
        return [200, feedFixture('ulip-fastag')];
      }
      case 'POST /sim/oauth/token': {
        const body = request.body as { client_id?: string; client_secret?: string };
        return body.client_id === 'lbs-client' && body.client_secret === 'lbs-secret'
          ? [200, feedFixture('sim-token')]
          : [401, { error: 'invalid_client' }];
      }
      case 'GET /sim/location': {
        if (bearer !== `Bearer ${simToken}`) return [401, { error: 'invalid_token' }];
        if (request.query.get('msisdn') !== `91${subject.mobile}`)
          return [404, feedFixture('sim-not-located')];
        return [200, feedFixture('sim-location')];
      }
      default:
        return [404, { error: 'no such path' }];
    }
  };

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://replay');
      const text = Buffer.concat(chunks).toString('utf8');
      const request: ReplayedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: text ? JSON.parse(text) : null,
      };
      requests.push(request);
      if (mode === 'http500') return send(response, 500, { error: 'Internal Server Error' });
      if (mode === 'http401') return send(response, 401, { error: 'Unauthorized' });
      if (mode === 'http429') return send(response, 429, { error: 'Too Many Requests' });
      if (mode === 'notJson') return send(response, 200, '<html><body>Service Unavailable</body></html>');
      const [status, body] = answer(request);
      send(response, status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    /** Where each provider lives on this server. */
    urls: { ewaybill: `${baseUrl}/nic`, fastag: `${baseUrl}/ulip`, sim: `${baseUrl}/sim` },
    requests,
    setMode(next: ReplayMode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The credentials the replaying providers accept. */
export const REPLAY_CREDENTIALS = {
  ewaybill: {
    clientId: 'gsp-client',
    clientSecret: 'gsp-secret',
    gstin: '23AAACJ4563K1ZK',
    authToken: 'nic-token',
  },
  fastag: { username: 'ulip-user', password: 'ulip-pass' },
  sim: { clientId: 'lbs-client', clientSecret: 'lbs-secret' },
} as const;
