import { describe, expect, it } from 'vitest';
import { compareSpecificity, matchPath, normalizePath, resolveRoute } from '../../src/routes/routeMatch';

describe('normalizePath', () => {
  it.each([
    ['/order/inbound/', '/order/inbound'],
    ['/reset-password?token=abc', '/reset-password'],
    ['', '/'],
    ['/', '/'],
    ['dashboard', '/dashboard'],
  ])('%s → %s', (input, output) => expect(normalizePath(input)).toBe(output));
});

describe('matchPath', () => {
  it('reads required and optional parameters', () => {
    expect(matchPath('/order/inbound/:id/:tab?/:select?', '/order/inbound/12/docs')).toEqual({
      id: '12',
      tab: 'docs',
    });
    expect(matchPath('/password/reset/:token', '/password/reset/a%2Bb')).toEqual({ token: 'a+b' });
  });

  it('rejects missing required parameters and extra segments', () => {
    expect(matchPath('/plant/edit/:id', '/plant/edit')).toBeNull();
    expect(matchPath('/plant', '/plant/edit/1')).toBeNull();
    expect(matchPath('/plant/add', '/plant/edit')).toBeNull();
  });
});

describe('specificity', () => {
  it('prefers literals to parameters and parameters to optional ones', () => {
    expect(compareSpecificity('/a/track/:id', '/a/:id/:tab?')).toBeLessThan(0);
    expect(compareSpecificity('/a/:id', '/a/:id?')).toBeLessThan(0);
    expect(resolveRoute([{ pattern: '/a/:id/:tab?' }, { pattern: '/a/new' }], '/a/new')?.route.pattern).toBe(
      '/a/new',
    );
  });
});
