import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

/**
 * What every route must say of itself, read from the route table: a new route that says
 * nothing fails here, instead of quietly costing the list cache or the write budget.
 */
describe('route declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('has every route that is not a GET say what it changes in cached lists, or that it only reads', () => {
    const silent = t.app.routeTable
      .filter((r) => r.url.startsWith('/api') && r.method !== 'GET')
      .filter((r) => !r.readOnly && r.listChanges === undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(silent).toEqual([]);
  });

  it('has no read sent as POST claim to change lists', () => {
    const both = t.app.routeTable
      .filter((r) => r.readOnly && r.listChanges !== undefined)
      .map((r) => `${r.method} ${r.url}`);
    expect(both).toEqual([]);
  });
});
