import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../server/db/schema/orders';
import { DETENTION_FREE_HOURS } from '../../src/domain/freightAudit';
import { api, type TestApp } from './harness';
import { type DemoRefs, offlineOrderForm } from './lifecycleFixtures';

const HOUR = 3_600_000;

/** An offline order of ₹38,500 delivered after standing `gateHours` inside the gate, ready to be invoiced. */
export async function deliveredOrder(
  app: TestApp,
  token: string,
  refs: DemoRefs,
  gateHours = DETENTION_FREE_HOURS + 6,
  over: Record<string, unknown> = {},
) {
  const created = await api<{ id: number }>(app, '/api/offline-orders', {
    token,
    body: offlineOrderForm(refs, over),
  });
  expect(created.status).toBe(201);
  const gateInAt = new Date(Date.now() - 3 * 24 * HOUR);
  await app.database.db
    .update(orders)
    .set({
      status: 'delivered',
      vehicleNumber: 'MP19AB1234',
      gateInAt,
      gateOutAt: new Date(gateInAt.getTime() + gateHours * HOUR),
      deliveredAt: new Date(),
    })
    .where(eq(orders.id, created.body.id));
  return created.body.id;
}
