import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeviceEvent } from '../../../src/domain/deviceLifecycle';
import { Device, DeviceInput, DeviceListQuery, IssueDeviceInput } from '../../../src/domain/schemas/device';
import { ApiError } from '../../../src/domain/schemas/error';
import { signedIn } from '../../auth/authHook';
import { requirePermission } from '../../auth/requirePermission';
import type { Database } from '../../db/database';
import { notFound } from '../../errors/httpError';
import { indianTime } from '../../exports/exportCells';
import { deviceStore } from '../../masters/deviceStore';
import { moveDevice } from '../../masters/deviceTransitions';
import { signedInErrors } from '../errorResponses';
import { IdParams } from '../routeParams';
import { masterRoutes } from './masterRoutes';

const PATH = '/api/devices';
const NOUN = 'This device';
/**
 * GPS devices have no permission of their own in the catalogue. A dispatcher should see which device is on
 * which truck, so every shipper user of the industry reads the list; adding, editing and moving a device are
 * the industry's settings, guarded like the other settings (add-edit-delete).
 */
const CHANGE = 'add-edit-delete';

const deviceMaster = masterRoutes({
  path: PATH,
  tag: 'devices',
  noun: NOUN,
  permissions: { list: null, add: CHANGE, edit: CHANGE },
  schemas: { row: Device, input: DeviceInput, query: DeviceListQuery },
  store: deviceStore,
  export: {
    columns: [
      { key: 'label', value: (d) => d.label },
      { key: 'deviceVendor', value: (d) => d.vendorName },
      { key: 'imei', value: (d) => d.imei },
      { key: 'simNumber', value: (d) => d.simNumber },
      { key: 'vehicleNumber', value: (d) => d.vehicleNumber },
      { key: 'orderNumber', value: (d) => d.order?.number ?? null },
      { key: 'status', value: (d, t) => t(`devices.statuses.${d.status}`) },
      { key: 'updatedAt', value: (d) => indianTime(d.updatedAt) },
    ],
  },
});

const STEPS: readonly { event: DeviceEvent; path: string; summary: string }[] = [
  { event: 'sendBack', path: 'send-back', summary: 'send an issued device back to the admin' },
  { event: 'receive', path: 'receive', summary: 'the admin receives a device sent back' },
];

/** The six master routes (without Active / Deactive and delete) and the steps of a device's lifecycle. */
export const deviceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(deviceMaster, { db });

  const moved = async (user: ReturnType<typeof signedIn>, id: number) => {
    const device = await deviceStore.find(db, user, id);
    if (!device) throw notFound(NOUN);
    return device;
  };
  const responses = { 200: Device, 404: ApiError, 409: ApiError, ...signedInErrors };

  app.post(
    `${PATH}/:id/issue`,
    {
      preHandler: requirePermission(CHANGE),
      schema: {
        tags: ['devices'],
        summary: 'devices: issue a device with the admin to a truck',
        params: IdParams,
        body: IssueDeviceInput,
        response: responses,
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { id } = request.params;
      const done = await db.transaction((tx) =>
        moveDevice(tx, user, id, 'issue', app.clock.now(), request.body),
      );
      if (!done) throw notFound(NOUN);
      return moved(user, id);
    },
  );

  for (const step of STEPS)
    app.post(
      `${PATH}/:id/${step.path}`,
      {
        preHandler: requirePermission(CHANGE),
        schema: {
          tags: ['devices'],
          summary: `devices: ${step.summary}`,
          params: IdParams,
          response: responses,
        },
      },
      async (request) => {
        const user = signedIn(request);
        const { id } = request.params;
        const done = await db.transaction((tx) => moveDevice(tx, user, id, step.event, app.clock.now()));
        if (!done) throw notFound(NOUN);
        return moved(user, id);
      },
    );
};
