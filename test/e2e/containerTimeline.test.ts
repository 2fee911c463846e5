import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DCSA_EXAMPLE_EVENT } from '../../src/domain/schemas/dcsaEvents';
import { type App, openApp } from '../support/appDriver';

let app: App;
let page: App['page'];
let containerId: number;
let orderId: number;
const BOX = 'APZU4812090';
const VESSEL = { vesselIMONumber: '9321483', vesselName: 'King of the Seas' };
const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const run = Date.now();

const equipment = (code: string, hours: number, port: string) => ({
  ...DCSA_EXAMPLE_EVENT,
  eventID: `e2e-${run}-${code}`,
  eventDateTime: at(hours),
  eventCreatedDateTime: at(hours),
  equipmentEventTypeCode: code,
  equipmentReference: BOX,
  eventLocation: { locationName: port === 'INNSA' ? 'Nhava Sheva' : 'Jebel Ali', UNLocationCode: port },
  transportCall: { ...DCSA_EXAMPLE_EVENT.transportCall, UNLocationCode: port, vessel: VESSEL },
});

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  await app.signInAs('owner');
  const owner = await app.as('owner');
  const { rows } = await owner.get<{ rows: { id: number }[] }>('/api/orders?direction=inbound&tab=created');
  orderId = rows.at(-1)!.id;
  const [saved] = await app.setContainersOf(orderId, [BOX]);
  containerId = saved!.id;
  await app.reportContainerEvents([
    equipment('GTIN', -72, 'AEJEA'),
    equipment('LOAD', -60, 'AEJEA'),
    {
      eventID: `e2e-${run}-DEPA`,
      eventType: 'TRANSPORT',
      eventClassifierCode: 'ACT',
      eventDateTime: at(-58),
      transportEventTypeCode: 'DEPA',
      transportCall: {
        UNLocationCode: 'AEJEA',
        exportVoyageNumber: '2211W',
        modeOfTransport: 'VESSEL',
        vessel: VESSEL,
      },
    },
    {
      eventID: `e2e-${run}-ARRI`,
      eventType: 'TRANSPORT',
      eventClassifierCode: 'EST',
      eventDateTime: at(30),
      transportEventTypeCode: 'ARRI',
      transportCall: {
        UNLocationCode: 'INNSA',
        importVoyageNumber: '2212E',
        modeOfTransport: 'VESSEL',
        vessel: VESSEL,
      },
    },
  ]);
});
afterAll(() => app.close());

describe('container tracking', () => {
  it('finds the container in the inbound list by its number', async () => {
    await app.open('/inbound-containers');
    await page.getByPlaceholder('Container or order number').fill('apzu 481209');
    const row = await app.expectRow('data-table-row', BOX);
    expect(await row.textContent()).toContain('On vessel');
    await app.screenshot('containers-list-en-1366');
    await row.getByRole('link', { name: BOX }).click();
    await app.expectPath(`/inbound-containers/${containerId}`);
  });

  it('shows the milestones in order, actual and estimated, with place and vessel', async () => {
    await page.getByTestId('container-milestones').waitFor();
    const items = page.getByTestId('container-milestone');
    expect(await items.count()).toBe(4);
    const texts = await items.allTextContents();
    expect(texts[0]).toMatch(/Gated in.*Actual.*Jebel Ali · AEJEA/);
    expect(texts[1]).toMatch(/Loaded on vessel.*Actual.*King of the Seas, voyage 2211W/);
    expect(texts[2]).toMatch(/Vessel departed.*Actual/);
    expect(texts[3]).toMatch(/Vessel arrived.*Estimated.*INNSA.*King of the Seas, voyage 2212E/);
    expect(await page.getByTestId('container-free-days-left').textContent()).toBe('Starts at discharge');
    await app.screenshot('container-timeline-en-1366');
  });

  it('takes a discharge reported afterwards on the next visit, and counts the free days', async () => {
    await app.reportContainerEvents([equipment('DISC', -1, 'INNSA')]);
    await app.openContainer('inbound', containerId);
    await page.getByTestId('container-milestones').getByText('Discharged from vessel').waitFor();
    expect(await page.getByTestId('container-free-days-left').textContent()).toBe('3 free days left');
  });

  it('lists the container on its order, opening its timeline', async () => {
    await app.open(`/order/inbound/${orderId}`);
    const card = page.getByTestId('order-containers');
    await card.getByRole('link', { name: BOX }).waitFor();
    expect(await card.textContent()).toContain('Discharged');
    await app.screenshot('order-containers-en-1366');
    await card.getByRole('link', { name: BOX }).click();
    await app.expectPath(`/inbound-containers/${containerId}`);
  });

  it('reads in Hindi', async () => {
    await app.switchLanguage('हिन्दी');
    await page.getByText('जहाज़ से उतरा').first().waitFor();
    await app.screenshot('container-timeline-hi-1366');
    await app.open('/inbound-containers');
    await app.expectRow('data-table-row', BOX);
    await app.screenshot('containers-list-hi-1366');
    await app.switchLanguage('English');
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await app.openContainer('inbound', containerId);
    await app.expectFitsWidth();
    await app.screenshot('container-timeline-en-390');
    await app.open('/inbound-containers');
    await app.expectRow('data-table-row', BOX);
    await app.screenshot('containers-list-en-390');
    await app.switchLanguage('हिन्दी');
    await app.openContainer('inbound', containerId);
    await app.screenshot('container-timeline-hi-390');
    await app.switchLanguage('English');
  });
});
