import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboundUrlProblem } from '../../../src/domain/outboundUrl';
import { ApiError } from '../../../src/domain/schemas/error';
import {
  WEBHOOK_SECRET_GRACE_MS,
  WebhookDelivery,
  WebhookDeliveryListQuery,
  WebhookDeliveryPage,
  WebhookSubscription,
  WebhookSubscriptionInput,
  WebhookSubscriptionList,
  WebhookSubscriptionWithSecret,
} from '../../../src/domain/schemas/webhooks';
import { USER_TYPE } from '../../../src/domain/userTypes';
import { say } from '../../../src/i18n/schemaMessages';
import { signedIn } from '../../auth/authHook';
import { assertPermission } from '../../auth/requirePermission';
import { industryOf } from '../../auth/signedInUser';
import { fieldError, forbidden } from '../../errors/httpError';
import {
  enqueueRedelivery,
  enqueueTestEvent,
  listWebhookDeliveries,
  webhookDeliveryOf,
} from '../../webhooks/webhookDeliveries';
import { sendWebhooksNow, type WebhookSender } from '../../webhooks/webhookSender';
import {
  createWebhookSubscription,
  deleteWebhookSubscription,
  findWebhookSubscription,
  listWebhookSubscriptions,
  rotateWebhookSecret,
  updateWebhookSubscription,
  webhookSubscriptionOf,
} from '../../webhooks/webhookSubscriptions';
import { IdParams } from '../routeParams';

const PATH = '/api/settings/webhooks';
/** As the payment and request settings: read with bid-list, changed with add-edit-delete (owners hold both). */
const READ_PERMISSION = 'bid-list';
const EDIT_PERMISSION = 'add-edit-delete';
const tags = ['settings'];
/** Every answer described, so the OpenAPI document says what each status means. */
const failures = {
  400: ApiError.describe('Invalid input: `error.fields` names each wrong field'),
  401: ApiError.describe('Not signed in'),
  403: ApiError.describe('A plant user, or without the permission this needs'),
} as const;
const errors = { ...failures, 404: ApiError.describe('No such webhook (or delivery) in your industry') };

/**
 * A webhook carries the news of every plant of the industry, so only those who see the whole industry (owners
 * and staff) set one up or read its log; a plant user is kept to their plants everywhere else.
 */
const guard =
  (permission: typeof READ_PERMISSION | typeof EDIT_PERMISSION) => async (request: FastifyRequest) => {
    const user = signedIn(request);
    if (user.userType === USER_TYPE.plantUser)
      throw forbidden('Webhooks carry every plant’s news: a plant user cannot manage them');
    assertPermission(user, permission);
  };
const reads = { preHandler: guard(READ_PERMISSION) };
const edits = { preHandler: guard(EDIT_PERMISSION) };

const DeliveryParams = IdParams.extend({ deliveryId: z.uuid() });

/** Subscriptions, their secrets (shown once), test events, the delivery log and redelivery. */
export const webhookRoutes: FastifyPluginAsyncZod<{ sender: WebhookSender }> = async (app, { sender }) => {
  const { db } = sender;
  const industry = (request: FastifyRequest) => industryOf(signedIn(request));
  /** The shared schema lets this machine through; only a test server sends to itself. */
  const checkedInput = (input: z.output<typeof WebhookSubscriptionInput>) => {
    if (outboundUrlProblem(input.url, { allowLoopback: sender.allowLoopback }) === 'loopback')
      throw fieldError('url', say('validation.schema.webhooks.loopback'));
    return input;
  };

  app.get(
    PATH,
    {
      ...reads,
      schema: {
        tags,
        operationId: 'listWebhookSubscriptions',
        summary: "The industry's webhook subscriptions, without their secrets",
        response: { 200: WebhookSubscriptionList.describe('Subscriptions, newest first'), ...failures },
      },
    },
    async (request) => listWebhookSubscriptions(db, industry(request)),
  );

  app.post(
    PATH,
    {
      ...edits,
      config: { noStore: true },
      schema: {
        tags,
        operationId: 'createWebhookSubscription',
        summary: 'Subscribe an endpoint to events; the answer holds its signing secret, shown only this once',
        body: WebhookSubscriptionInput,
        response: {
          201: WebhookSubscriptionWithSecret.describe('Created; `secret` is shown only here'),
          ...failures,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createWebhookSubscription(db, industry(request), checkedInput(request.body))),
  );

  app.get(
    `${PATH}/:id`,
    {
      ...reads,
      schema: {
        tags,
        operationId: 'getWebhookSubscription',
        summary: 'One webhook subscription, without its secret',
        params: IdParams,
        response: { 200: WebhookSubscription.describe('The subscription'), ...errors },
      },
    },
    async (request) => webhookSubscriptionOf(db, industry(request), request.params.id),
  );

  app.put(
    `${PATH}/:id`,
    {
      ...edits,
      schema: {
        tags,
        operationId: 'updateWebhookSubscription',
        summary: "Change a subscription's URL, events or whether it is active (paused ones keep their queue)",
        params: IdParams,
        body: WebhookSubscriptionInput,
        response: { 200: WebhookSubscription.describe('The subscription as saved'), ...errors },
      },
    },
    async (request) =>
      updateWebhookSubscription(
        db,
        industry(request),
        request.params.id,
        checkedInput(request.body),
        app.clock.now(),
      ),
  );

  app.post(
    `${PATH}/:id/rotate-secret`,
    {
      ...edits,
      config: { noStore: true },
      schema: {
        tags,
        operationId: 'rotateWebhookSecret',
        summary: `A new signing secret, shown only this once; the old one signs beside it for ${WEBHOOK_SECRET_GRACE_MS / 3_600_000} hours`,
        params: IdParams,
        response: {
          200: WebhookSubscriptionWithSecret.describe('The new `secret`, shown only here'),
          ...errors,
        },
      },
    },
    async (request) => rotateWebhookSecret(db, industry(request), request.params.id, app.clock.now()),
  );

  app.delete(
    `${PATH}/:id`,
    {
      ...edits,
      schema: {
        tags,
        operationId: 'deleteWebhookSubscription',
        summary: 'Delete a subscription and its delivery log',
        params: IdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteWebhookSubscription(db, industry(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${PATH}/:id/test`,
    {
      ...edits,
      schema: {
        tags,
        operationId: 'sendWebhookTestEvent',
        summary:
          'Send a webhook.test event now (paused or not); answers the delivery after its first attempt',
        params: IdParams,
        response: { 200: WebhookDelivery.describe('The delivery after its first attempt'), ...errors },
      },
    },
    async (request) => {
      const subscription = await findWebhookSubscription(db, industry(request), request.params.id);
      const id = await enqueueTestEvent(db, subscription, app.clock.now());
      await sendWebhooksNow(sender, [id]);
      return webhookDeliveryOf(db, id);
    },
  );

  app.get(
    `${PATH}/:id/deliveries`,
    {
      ...reads,
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: "A subscription's deliveries, newest first, with each one's latest attempt",
        params: IdParams,
        querystring: WebhookDeliveryListQuery,
        response: { 200: WebhookDeliveryPage.describe('A page of deliveries'), ...errors },
      },
    },
    async (request) => {
      const subscription = await findWebhookSubscription(db, industry(request), request.params.id);
      return listWebhookDeliveries(db, subscription.id, request.query);
    },
  );

  app.post(
    `${PATH}/:id/deliveries/:deliveryId/redeliver`,
    {
      ...edits,
      schema: {
        tags,
        operationId: 'redeliverWebhook',
        summary: "Send a delivery's event again now, as a new delivery with the same event id",
        params: DeliveryParams,
        response: { 200: WebhookDelivery.describe('The delivery after its first attempt'), ...errors },
      },
    },
    async (request) => {
      const subscription = await findWebhookSubscription(db, industry(request), request.params.id);
      const id = await enqueueRedelivery(db, subscription.id, request.params.deliveryId, app.clock.now());
      await sendWebhooksNow(sender, [id]);
      return webhookDeliveryOf(db, id);
    },
  );
};
