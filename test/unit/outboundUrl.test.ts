import { describe, expect, it } from 'vitest';
import { addressScope } from '../../src/domain/networkAddress';
import { outboundUrlProblem } from '../../src/domain/outboundUrl';
import { FeedConnectionCreate, feedBaseUrlMessage } from '../../src/domain/schemas/feedConnections';
import { WebhookSubscriptionInput } from '../../src/domain/schemas/webhooks';

const open = { allowLoopback: true };
const closed = { allowLoopback: false };

describe('which network an address lies in', () => {
  it('knows the internet from this machine and every private or reserved range of IPv4', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '198.20.0.1',
      '223.255.255.255',
    ])
      expect(addressScope(address), address).toBe('public');
    for (const address of ['127.0.0.1', '127.255.255.254'])
      expect(addressScope(address), address).toBe('loopback');
    for (const address of [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.19.255.255',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ])
      expect(addressScope(address), address).toBe('private');
  });

  it('reads IPv6 in any spelling, and the IPv4 address an IPv6 one carries', () => {
    for (const address of ['2001:4860:4860::8888', '[2606:4700::1111]', '2a00:1450:4009:81f::200e'])
      expect(addressScope(address), address).toBe('public');
    for (const address of ['::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1'])
      expect(addressScope(address), address).toBe('loopback');
    for (const address of [
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'febf::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:a9fe:a9fe', // 169.254.169.254, mapped, in hex
      '::ffff:0:0',
      '::10.0.0.1', // IPv4-compatible
      '64:ff9b::a9fe:a9fe', // NAT64 of the metadata address
      '64:ff9b::127.0.0.1',
      '64:ff9b:1::808:808', // local-use NAT64
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
      '2001::1', // Teredo
      '2001:db8::1',
      '3fff::1',
      '100::1',
    ])
      expect(addressScope(address), address).toBe('private');
    expect(addressScope('::ffff:8.8.8.8')).toBe('public');
    expect(addressScope('64:ff9b::808:808')).toBe('public');
    expect(addressScope('2002:808:808::1')).toBe('public');
  });

  it('takes host names and malformed text for no address at all', () => {
    for (const text of [
      'erp.example.com',
      'localhost',
      '1.2.3',
      '1.2.3.4.5',
      '256.1.1.1',
      '01.2.3.4',
      '1::2::3',
      ':::',
      'fe80::1%eth0',
    ])
      expect(addressScope(text), text).toBeNull();
  });
});

describe('where the server may be told to call', () => {
  it('takes public https addresses, and this machine only where the rule allows it, over http too', () => {
    expect(outboundUrlProblem('https://erp.example.com/hooks/freightdesk?x=1', closed)).toBeNull();
    expect(outboundUrlProblem('https://8.8.8.8/hook', closed)).toBeNull();
    expect(outboundUrlProblem('http://erp.example.com/hook', open)).toBe('https');
    for (const url of [
      'http://localhost:4000/hook',
      'http://127.0.0.1:4000/hook',
      'http://[::1]:4000/',
      'http://127.0.0.2/',
    ])
      expect([outboundUrlProblem(url, open), outboundUrlProblem(url, closed)], url).toEqual([
        null,
        'loopback',
      ]);
  });

  it('refuses what is not a web address, or carries credentials', () => {
    for (const url of [
      '',
      'erp.example.com',
      'ftp://erp.example.com',
      'javascript:alert(1)',
      'https://u:p@erp.example.com/',
    ])
      expect(outboundUrlProblem(url, open)).toBe('invalid');
  });

  it('refuses private, link-local and reserved networks, in any spelling a URL takes', () => {
    for (const url of [
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[fd12:3456::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[::ffff:a9fe:a9fe]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      // Decimal, octal and hex IPv4: the URL parser reads them as the address they are.
      'https://2852039166/', // 169.254.169.254
      'https://0251.0376.0251.0376/',
      'https://0xa9.0xfe.0xa9.0xfe/',
      'https://0xa9fea9fe/',
      'https://10.1/', // 10.0.0.1
    ])
      expect(outboundUrlProblem(url, open), url).toBe('private');
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://017700000001/',
      'http://[::ffff:127.0.0.1]/',
    ])
      expect(outboundUrlProblem(url, closed), url).toBe('loopback');
  });

  it('keeps a provider to its own hosts where they are known, this machine aside on a test server', () => {
    const ulip = { allowLoopback: true, hosts: ['www.ulip.dpiit.gov.in'] };
    expect(outboundUrlProblem('https://www.ulip.dpiit.gov.in/ulip/v1.0.0', ulip)).toBeNull();
    expect(outboundUrlProblem('https://WWW.ULIP.DPIIT.GOV.IN/ulip/v1.0.0', ulip)).toBeNull();
    expect(outboundUrlProblem('https://ulip.example.com/ulip/v1.0.0', ulip)).toBe('host');
    expect(outboundUrlProblem('https://www.ulip.dpiit.gov.in.evil.example/', ulip)).toBe('host');
    expect(outboundUrlProblem('http://127.0.0.1:4000/ulip', ulip)).toBeNull();
    expect(feedBaseUrlMessage('fastag', 'https://ulip.example.com/', false)).toBe(
      'This provider is reached only at its own address: www.ulip.dpiit.gov.in, www.ulipstaging.dpiit.gov.in',
    );
    expect(feedBaseUrlMessage('sim', 'https://lbs.example.com/', false)).toBeNull();
    expect(feedBaseUrlMessage('sim', 'http://127.0.0.1:4000/', false)).toBe(
      'This server cannot call its own machine',
    );
  });
});

describe('the schemas of the forms', () => {
  it("word each problem of a webhook's address, and the events'", () => {
    const issues = (body: object) =>
      WebhookSubscriptionInput.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ url: 'http://erp.example.com/', events: ['bid.placed'] })).toEqual([
      ['url', 'The address must start https:// (plain http:// only to localhost or 127.0.0.1)'],
    ]);
    expect(issues({ url: 'https://10.0.0.1/', events: [] })).toEqual([
      ['url', 'Addresses of private networks cannot receive webhooks'],
      ['events', 'Choose at least one kind of event'],
    ]);
    expect(
      WebhookSubscriptionInput.parse({
        url: ' https://erp.example.com/h ',
        events: ['bid.placed', 'bid.placed'],
      }),
    ).toEqual({ url: 'https://erp.example.com/h', events: ['bid.placed'], active: true });
  });

  it("word each problem of a provider's address, by kind", () => {
    const baseUrlIssue = (kind: string, baseUrl: string) =>
      FeedConnectionCreate.safeParse({
        kind,
        baseUrl,
        pollMinutes: 15,
        enabled: true,
        credentials: { username: 'u', password: 'p' },
      }).error?.issues.find((i) => i.path[0] === 'baseUrl')?.message;
    expect(baseUrlIssue('fastag', 'https://www.ulipstaging.dpiit.gov.in/ulip/v1.0.0')).toBeUndefined();
    expect(baseUrlIssue('fastag', 'https://ulip.example.com/')).toMatch(/only at its own address/);
    expect(baseUrlIssue('fastag', 'https://[fd00::1]/')).toBe(
      'A provider cannot be at an address of a private network',
    );
    expect(baseUrlIssue('fastag', 'http://ulip.example.com/')).toBe(
      "Enter the provider's address, starting with https://",
    );
  });
});
