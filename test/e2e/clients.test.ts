import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/domain/geo';
import { gstinCheckCharacter } from '../../src/domain/gstin';
import type { Page as PartyPage } from '../../src/domain/schemas/list';
import type { Party } from '../../src/domain/schemas/party';
import { type App, openApp } from '../support/appDriver';
import { openHindiPhone } from '../support/hindiPhone';

let app: App;
let page: App['page'];

// One client per run, told apart from earlier runs' on the same data by the time.
const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
const first14 = `27AASCS${stamp.slice(2)}Q1Z`;
const CLIENT = {
  code: `E2E-${stamp}`,
  name: `Sahyadri Cement Works ${stamp}`,
  renamed: `Sahyadri Cement Works (West) ${stamp}`,
  gstin: first14 + gstinCheckCharacter(first14),
  contact: `Meera Kulkarni ${stamp}`,
};
let clientId = 0;
/** GeoNames' point for Sriperumbudur (PIN 602105), and Chennai's centre, 40 km east. */
const SRIPERUMBUDUR = { latitude: 12.9676, longitude: 79.942 };
const CHENNAI_CENTRE = { latitude: 13.0827, longitude: 80.2707 };

beforeAll(async () => {
  app = await openApp({ viewport: { width: 1366, height: 900 } });
  page = app.page;
  await app.signInAs('owner');
});

/** Types in an address card's city search and picks the city from what the server finds. */
async function chooseCity(index: number, typed: string, option: string) {
  await page.getByTestId(`address-${index}-city`).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.getByTestId(`address-${index}-pin`).textContent()).toMatch(/^Pin at \d/);
}

const pinText = (index: number) => page.getByTestId(`address-${index}-pin`).textContent();

/** The map's pins are on screen once its style has loaded (the region stops being busy). */
async function mapReady(target: App['page'] = page) {
  await target.waitForSelector('[data-testid="party-map"][aria-busy="false"]', { timeout: 60_000 });
}

async function searchList(text: string) {
  await page.getByTestId('data-table-search').fill(text);
  return app.expectRow('data-table-row', text);
}

describe('clients', () => {
  it('adds a client with two addresses, each found by city search and pinned on the map', async () => {
    await app.open('/client');
    await app.expectRow('data-table-row');
    await page.getByTestId('import').waitFor();
    await app.screenshot('clients-list-en-desktop');

    await page.getByTestId('add').click();
    await app.expectPath('/client/add');
    await page.getByTestId('field-code').fill(CLIENT.code.toLowerCase());
    await page.getByTestId('field-name').fill(CLIENT.name);
    await page.getByTestId('field-gstin').fill(CLIENT.gstin);
    await page.getByTestId('field-phone').fill('020 2567 8900');

    // The first address: its label starts as Main; the city puts the pin on the town and fills its PIN.
    expect(await page.getByTestId('address-0-label').inputValue()).toBe('Main');
    await page.getByTestId('address-0-address').fill('Plot 14, MIDC Bhosari');
    await chooseCity(0, 'Pune', 'Pune, Maharashtra');
    expect(await page.getByTestId('address-0-pincode').inputValue()).toMatch(/^4\d{5}$/);
    await page.getByTestId('address-0-pincode').fill('411026');
    // A click on the map moves the pin being placed to where the address really is.
    await mapReady();
    const atCity = await pinText(0);
    const map = page.getByTestId('party-map');
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.35);
    await expect.poll(() => pinText(0)).not.toBe(atCity);

    // The second address, added beside it: the map now pins that one.
    await page.getByTestId('add-address').click();
    await page.getByTestId('address-1-label').fill('Nagpur depot');
    await page.getByTestId('address-1-address').fill('Khasra 42, Butibori MIDC');
    await chooseCity(1, 'Nagpur', 'Nagpur, Maharashtra');
    await page.getByTestId('address-1-pincode').fill('441108');
    expect(await page.getByTestId('address-1').getAttribute('data-active')).toBe('true');
    await expect.poll(() => map.getAttribute('data-pins')).toBe('2');

    await page.getByTestId('add-contact').click();
    await page.getByTestId('contact-0-name').fill(CLIENT.contact);
    await page.getByTestId('contact-0-designation').fill('Purchase Manager');
    await page.getByTestId('contact-0-email').fill('meera@sahyadri.in');
    await page.getByTestId('contact-0-mobile').fill('+91 98220 12345');
    await app.screenshot('client-form-en-desktop');

    await page.getByTestId('save').click();
    await app.expectPath('/client');
    await page.getByText('Client added.').waitFor();
    const row = await searchList(CLIENT.code);
    expect(await row.textContent()).toContain(CLIENT.name);
    expect(await row.textContent()).toContain('Pune +1');

    const found = await (await app.api()).get<PartyPage<Party>>(`/api/clients?search=${CLIENT.code}`);
    expect(found.rows).toHaveLength(1);
    const saved = found.rows[0]!;
    clientId = saved.id;
    expect(saved).toMatchObject({ code: CLIENT.code, gstin: CLIENT.gstin });
    expect(saved.addresses.map((a) => [a.label, a.city, a.pincode])).toEqual([
      ['Main', 'Pune', '411026'],
      ['Nagpur depot', 'Nagpur', '441108'],
    ]);
    expect(saved.contacts).toMatchObject([{ name: CLIENT.contact, mobile: '9822012345' }]);
  });

  it('opens its view with both addresses pinned on the map', async () => {
    await page.getByTestId(`view-${clientId}`).click();
    await app.expectPath(`/client/view/${clientId}`);
    await page.getByRole('heading', { level: 1, name: CLIENT.name }).waitFor();
    await mapReady();
    expect(await page.getByTestId('party-map').getAttribute('data-pins')).toBe('2');
    await page.getByRole('img', { name: 'Pin: Main' }).waitFor();
    await page.getByRole('img', { name: 'Pin: Nagpur depot' }).waitFor();
    expect(await page.getByTestId('view-contacts').textContent()).toContain(CLIENT.contact);
    await app.screenshot('client-view-en-desktop');
  });

  it('edits it: a new name, and its depot moved to another city', async () => {
    await page.getByTestId('edit').click();
    await app.expectPath(`/client/edit/${clientId}`);
    await page.getByTestId('field-name').fill(CLIENT.renamed);
    await chooseCity(1, 'Wardha', 'Wardha, Maharashtra');
    await page.getByTestId('save').click();
    await app.expectPath('/client');
    await page.getByText('Client saved.').waitFor();
    await searchList(CLIENT.renamed);
    const after = await (await app.api()).get<Party>(`/api/clients/${clientId}`);
    expect(after.addresses.map((a) => a.city)).toEqual(['Pune', 'Wardha']);
  });

  it('lists its contact on /client-contact with the client', async () => {
    await app.open('/client-contact');
    await app.expectRow('data-table-row');
    await app.screenshot('client-contacts-en-desktop');
    const row = await searchList(CLIENT.contact);
    expect(await row.textContent()).toContain(CLIENT.renamed);
    expect(await row.textContent()).toContain('9822012345');
  });
});

describe('a client placed from its PIN code', () => {
  it("puts the pin on the PIN code's locality, within 5 km of it, not on the city's centre", async () => {
    await app.open('/client/add');
    await page.getByTestId('field-code').fill(`PIN-${stamp}`);
    await page.getByTestId('field-name').fill(`SIPCOT Components ${stamp}`);
    await page.getByTestId('address-0-address').fill('Plot 12, SIPCOT Industrial Park');
    // The city alone leaves the pin on Chennai's centre, 40 km from the plant: the form says so.
    await chooseCity(0, 'Chennai', 'Chennai, Tamil Nadu');
    await page.getByTestId('address-0-city-centre').waitFor();
    await page.getByTestId('address-0-pincode').fill('602105');
    await page.getByTestId('address-0-locality').click();
    await page.getByRole('option', { name: 'Sriperumbudur, Kanchipuram', exact: true }).click();
    await expect.poll(() => pinText(0)).toBe('Pin at 12.96760, 79.94200');
    await page.getByTestId('address-0-city-centre').waitFor({ state: 'detached' });
    await mapReady();
    await app.screenshot('client-form-pin-locality-en-desktop');

    await page.getByTestId('save').click();
    await app.expectPath('/client');
    const found = await (await app.api()).get<PartyPage<Party>>(`/api/clients?search=PIN-${stamp}`);
    const saved = found.rows[0]!.addresses[0]!;
    expect(saved.pinSource).toBe('pin');
    expect(distanceKm(saved, SRIPERUMBUDUR)).toBeLessThan(5);
    expect(distanceKm(saved, CHENNAI_CENTRE)).toBeGreaterThan(30);

    await app.open(`/client/view/${found.rows[0]!.id}`);
    await page.getByTestId('view-address-0').waitFor();
    expect(await page.getByTestId('view-address-0-city-centre').count()).toBe(0);
  });
});

describe('in Hindi on a phone', () => {
  it('shows the list, the form with its errors, the view and the contacts without sideways scrolling', async () => {
    const phone = await openHindiPhone('owner', '/client');
    const { page: p } = phone;
    await p.getByRole('heading', { level: 1, name: 'क्लाइंट' }).waitFor();
    await phone.expectRow('data-table-row');
    await phone.screenshot('clients-list-hi-390');
    await phone.expectFitsWidth();

    await phone.open('/client/add');
    await p.getByTestId('addresses-section').waitFor();
    // Saved empty, to show the field errors under their fields.
    await p.getByTestId('save').click();
    await p.getByText('कोड लिखें', { exact: true }).waitFor();
    // A PIN code offers its localities.
    await p.getByTestId('address-0-pincode').fill('602105');
    await p.getByText('इलाक़ा चुनें: पिन वहाँ चला जाएगा').waitFor();
    await mapReady(p);
    await p.getByTestId('address-0-pincode').scrollIntoViewIfNeeded();
    await phone.screenshot('client-form-hi-390');
    await phone.expectFitsWidth();

    await phone.open(`/client/view/${clientId}`);
    await p.getByRole('heading', { level: 1, name: CLIENT.renamed }).waitFor();
    await mapReady(p);
    await phone.screenshot('client-view-hi-390');
    await phone.expectFitsWidth();

    await phone.open('/client-contact');
    await phone.expectRow('data-table-row');
    await phone.screenshot('client-contacts-hi-390');
    await phone.expectFitsWidth();
    await phone.close();
    // Four pages and a PIN code's localities, each pictured: past the default minute on a busy machine.
  }, 120_000);
});
