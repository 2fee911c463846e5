import { describe, expect, it } from 'vitest';
import { WebhookSubscriptionInput } from '../../src/domain/schemas/webhooks';
import { isPrivateAddress, webhookUrlProblem } from '../../src/domain/webhookUrl';

describe('where a webhook may point', () => {
  it('takes public https addresses, and plain http only to this machine', () => {
    expect(webhookUrlProblem('https://erp.example.com/hooks/freightdesk?x=1')).toBeNull();
    expect(webhookUrlProblem('https://8.8.8.8/hook')).toBeNull();
    expect(webhookUrlProblem('http://localhost:4000/hook')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4000/hook')).toBeNull();
    expect(webhookUrlProblem('http://erp.example.com/hook')).toBe('https');
    expect(webhookUrlProblem('http://127.0.0.2/hook')).toBe('https');
  });

  it('refuses what is not a web address, or carries credentials', () => {
    for (const url of [
      '',
      'erp.example.com',
      'ftp://erp.example.com',
      'javascript:alert(1)',
      'https://u:p@erp.example.com/',
    ])
      expect(webhookUrlProblem(url)).toBe('invalid');
  });

  it('refuses private, link-local and reserved networks, in any spelling', () => {
    for (const url of [
      'https://10.0.0.1/',
      'https://172.16.5.4/',
      'https://172.31.255.255/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://127.0.0.2/',
      'https://[::1]/',
      'https://[fd12:3456::1]/',
      'https://[fe80::1]/',
      'https://[::ffff:10.0.0.1]/',
    ])
      expect(webhookUrlProblem(url), url).not.toBeNull();
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('2001:4860:4860::8888')).toBe(false);
  });

  it('keeps loopback out in production', () => {
    expect(webhookUrlProblem('http://localhost:4000/hook', false)).toBe('loopback');
    expect(webhookUrlProblem('https://127.0.0.1/hook', false)).toBe('loopback');
  });

  it("is the API schema's rule, with a message per problem and the events' own", () => {
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
});
