import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INDUSTRY_NAME, SECOND_INDUSTRY_NAME } from '../../server/db/seed/demoAccounts';
import type { BidVisibility } from '../../src/domain/bidding';
import { gstinCheckCharacter } from '../../src/domain/gstin';
import type { OfferedRequest } from '../../src/domain/schemas/bids';
import type { FormOptions } from '../../src/domain/schemas/formOptions';
import type { RequestSetting } from '../../src/domain/schemas/requestSettings';
import type { RequestDetail } from '../../src/domain/schemas/requests';
import type { TransporterMatch } from '../../src/domain/schemas/transporter';
import { en } from '../../src/i18n/englishCatalogue';
import { hi } from '../../src/i18n/hindiCatalogue';
import { type ApiSession, apiSessionOf, mailedLink } from '../support/appApi';
import { type App, openApp } from '../support/appDriver';
import type { AppProcess } from '../support/appProcess';
import { startSeededServer } from '../support/seededServer';

/**
 * One transporter login serving two shippers. The demo transporter (Jai Bharat Roadways) is invited by the demo
 * industry and by the second one (Narmada Agro Foods), whose owner buys a plan, adds its first client and
 * product and links the company by its GSTIN. The demo industry's request settings show bidders their rank,
 * Narmada's show nothing. Each raises a request inviting the demo transporter and a company new to Freightdesk,
 * which bids lower on both. On a phone the demo transporter sees both requests, each under its own industry's
 * name, its rank on the demo industry's and nothing beside its own bid on Narmada's, never the other company's
 * price or name; the same in Hindi. Neither industry can open the other's request.
 */

const NAME = 'two-industries';
const LOG = `.tmp/e2e-${NAME}-server.log`;
const first14 = '23AAGCS4417R1Z';
/** A carrier new to Freightdesk, invited by Narmada and linked by the demo industry too: the other bidder. */
const RIVAL = {
  name: 'Sihora Freight Lines',
  gstin: first14 + gstinCheckCharacter(first14),
  contactName: 'Mahesh Patel',
  email: 'dispatch@sihorafreight.in',
  mobile: '9425098765',
};
const RIVAL_PASSWORD = 'Sihora-Fleet-2026';

let server: AppProcess;
let phone: App;
let owner: ApiSession;
let narmada: ApiSession;
let demoRequest: RequestDetail;
let narmadaRequest: RequestDetail;

/** The request setting a new request at the plant takes (its own, else the default) now shows `visibility`. */
async function showBidders(api: ApiSession, plantId: number, visibility: BidVisibility) {
  const { rows } = await api.get<{ rows: RequestSetting[] }>('/api/request-settings?pageSize=100');
  const active = rows.filter((s) => s.status === 'active');
  const governing = active.find((s) => s.plant?.id === plantId) ?? active.find((s) => s.plant === null);
  const values = {
    name: governing?.name ?? 'Sealed bids',
    plantId: governing?.plant?.id ?? '',
    bidVisibility: visibility,
    transporterIds: governing?.transporters.map((t) => t.id) ?? [],
  };
  const saved = governing
    ? await api.call('PUT', `/api/request-settings/${governing.id}`, values)
    : await api.call('POST', '/api/request-settings', values);
  expect(saved.status, JSON.stringify(saved.json)).toBeLessThan(300);
}

/** Adds a company already on Freightdesk to the industry's transporters, found by its GSTIN. */
async function linkByGstin(api: ApiSession, gstin: string) {
  const [match] = await api.get<TransporterMatch[]>(`/api/industry-transporters/lookup?key=${gstin}`);
  const linked = await api.call('POST', '/api/industry-transporters', {
    mode: 'link',
    transporterId: match!.transporterId,
    key: gstin,
  });
  expect(linked.status, JSON.stringify(linked.json)).toBe(201);
}

const bid = (api: ApiSession, request: RequestDetail, amountInr: number) =>
  api.post(`/api/transporter/requests/${request.id}/bids`, { amountInr });

beforeAll(async () => {
  server = await startSeededServer(NAME, { PAYMENTS_MODE: 'test' });
  owner = await apiSessionOf(server.baseUrl, 'owner');
  narmada = await apiSessionOf(server.baseUrl, 'noPlan');

  // Narmada buys its plan with a simulated payment.
  const { plans } = await narmada.get<{ plans: { id: number }[] }>('/api/plans');
  const checkout = await narmada.post<{ id: number }>('/api/subscription/checkout', { planId: plans[0]!.id });
  await narmada.post(`/api/subscription/checkout/${checkout.id}/test-outcome`, { outcome: 'success' });

  // It invites a carrier new to Freightdesk, whose contact sets a password from the mailed invitation; the
  // demo industry adds the same company; Narmada adds the demo transporter.
  const narmadaForm = await narmada.get<FormOptions>('/api/form-options');
  const plant = narmadaForm.plants.find((p) => p.name === 'Jabalpur Flour Mill')!;
  const indore = narmadaForm.plants.find((p) => p.name === 'Indore Cold Store')!.cityId;
  await narmada.post('/api/industry-transporters', { mode: 'invite', ...RIVAL, cityId: plant.cityId });
  const invitation = await mailedLink(LOG, RIVAL.email, 'invitation link');
  const token = invitation?.match(/\/password\/reset\/([^?]+)/)?.[1];
  expect(token, `no invitation was mailed to ${RIVAL.email}`).toBeTruthy();
  const accepted = await fetch(`${server.baseUrl}/api/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: RIVAL_PASSWORD, confirmPassword: RIVAL_PASSWORD }),
  });
  expect(accepted.status).toBe(200);
  await linkByGstin(owner, RIVAL.gstin);
  const [demoCarrier] = await owner
    .get<{ rows: { gstin: string | null }[] }>('/api/industry-transporters?search=Jai%20Bharat')
    .then((page) => page.rows);
  await linkByGstin(narmada, demoCarrier!.gstin!);

  // Its first client and product, for its first request.
  const client = await narmada.post<{ id: number }>('/api/clients', {
    code: 'NRC',
    name: 'Narmada Retail Co-op',
    gstin: '',
    email: '',
    phone: '',
    addresses: [
      {
        label: 'Depot',
        address: 'Siyaganj grain market',
        cityId: indore,
        pincode: '452007',
        latitude: 22.7196,
        longitude: 75.8577,
      },
    ],
    contacts: [],
  });
  const product = await narmada.post<{ id: number }>('/api/products', {
    code: 'SOYA',
    name: 'Soya meal',
    hsnCode: '',
    unit: 'MT',
    defaultPackageId: '',
  });

  // What bidders see is each industry's request settings' to say, set explicitly here.
  const demoForm = await owner.get<FormOptions>('/api/form-options');
  await showBidders(owner, demoForm.plants[0]!.id, 'rank');
  await showBidders(narmada, plant.id, 'none');

  phone = await openApp({ baseUrl: server.baseUrl, viewport: { width: 390, height: 844 } });
  demoRequest = await phone.raiseRequestAsOwner({ spot: true }, { ceilingInr: 40_000 });
  const carriers = (await narmada.get<FormOptions>('/api/form-options')).transporters;
  narmadaRequest = await narmada.post<RequestDetail>('/api/requests/spot', {
    direction: 'outbound',
    plantId: plant.id,
    clientId: client.id,
    pickupAddress: plant.address,
    pickupCityId: plant.cityId,
    dropOffs: [{ address: 'Siyaganj grain market', cityId: indore }],
    productId: product.id,
    quantity: 20,
    weightKg: 20_000,
    vehicleType: narmadaForm.vehicleTypes[0],
    vehicleCount: 1,
    pickupAt: new Date(Date.now() + 86_400_000).toISOString(),
    ceilingInr: 40_000,
    transporterIds: carriers.map((t) => t.id),
  });
  expect([demoRequest.bidVisibility, narmadaRequest.bidVisibility]).toEqual(['rank', 'none']);

  // The rival bids lower than the demo transporter on both.
  const rival = await apiSessionOf(server.baseUrl, { login: RIVAL.email, password: RIVAL_PASSWORD });
  const carrier = await phone.as('transporter');
  await bid(carrier, demoRequest, 34_000);
  await bid(carrier, narmadaRequest, 31_000);
  await bid(rival, demoRequest, 29_500);
  await bid(rival, narmadaRequest, 27_800);
}, 120_000);

afterAll(async () => {
  await phone?.close();
  await server?.stop();
});

describe('a transporter invited by two industries', () => {
  it('sees each industry’s request under its name, with what its settings show, and nothing of the rival', async () => {
    const page = phone.page;
    await phone.signInAs('transporter', '/transporter/requests');
    const cardOf = (request: RequestDetail) =>
      page.locator(`[data-testid="offer-card"][data-request="${request.number}"]`);
    const demoCard = cardOf(demoRequest);
    const narmadaCard = cardOf(narmadaRequest);
    await demoCard.waitFor();
    await narmadaCard.waitFor();

    expect(await demoCard.getByTestId('offer-industry').textContent()).toBe(DEMO_INDUSTRY_NAME);
    expect(await narmadaCard.getByTestId('offer-industry').textContent()).toBe(SECOND_INDUSTRY_NAME);
    expect(await demoCard.getByTestId('my-bid').textContent()).toContain('₹34,000');
    expect(await narmadaCard.getByTestId('my-bid').textContent()).toContain('₹31,000');
    // Ranks shown: second behind the rival, whose price stays unsaid. Nothing shown: no rank, no L1.
    expect(await demoCard.getByTestId('my-rank').textContent()).toContain('L2');
    expect(await demoCard.getByTestId('lowest-bid').count()).toBe(0);
    expect(await narmadaCard.getByTestId('my-rank').count()).toBe(0);
    expect(await narmadaCard.getByTestId('lowest-bid').count()).toBe(0);
    await narmadaCard.getByText(en.portal.requests.fieldHidden).waitFor();
    const screen = (await page.locator('body').textContent()) ?? '';
    for (const rivals of ['29,500', '27,800', RIVAL.name]) expect(screen).not.toContain(rivals);
    const offered = JSON.stringify(
      await (await phone.as('transporter')).get<OfferedRequest[]>('/api/transporter/requests'),
    );
    for (const rivals of ['2950000', '2780000', RIVAL.name]) expect(offered).not.toContain(rivals);
    await phone.screenshot('portal-two-industries');
    await phone.expectFitsWidth();

    await phone.switchLanguage('हिन्दी');
    await page.getByRole('heading', { name: 'खुले इंडेंट', level: 1 }).waitFor();
    await narmadaCard.getByText(hi.portal.requests.fieldHidden).waitFor();
    await narmadaCard.scrollIntoViewIfNeeded();
    await phone.screenshot('portal-two-industries-hi');
    await phone.expectFitsWidth();
  });

  it('keeps each industry’s request and its bids from the other', async () => {
    for (const [own, other, request] of [
      [owner, narmada, demoRequest],
      [narmada, owner, narmadaRequest],
    ] as const) {
      expect((await own.call('GET', `/api/requests/${request.id}`)).status).toBe(200);
      expect((await other.call('GET', `/api/requests/${request.id}`)).status).toBe(404);
      expect((await other.call('GET', `/api/requests/${request.id}/bids`)).status).toBe(404);
    }
  });
});
