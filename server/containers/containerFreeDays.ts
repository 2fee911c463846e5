import { eq } from 'drizzle-orm';
import type { ContainerDetail } from '../../src/domain/schemas/containers';
import { industryOf, type SignedInUser } from '../auth/signedInUser';
import type { Database } from '../db/database';
import { containers } from '../db/schema/containers';
import type { EventBus } from '../events/eventBus';
import { withOutbox } from '../events/outbox';
import { containerDetail, findContainer } from './containerQueries';
import { refreshContainers } from './containerRefresh';
import { freeDaysFactsOf, judgeFreeDays } from './freeDaysAlerts';

/**
 * Sets the free days a container has at the port of discharge. Its free-until day moves with them, so its
 * free-days alert is judged again in the same transaction: a container given more days stops being late at once.
 * Answers the container as its page shows it, read after the commit.
 */
export async function setContainerFreeDays(
  db: Database,
  events: EventBus,
  user: SignedInUser,
  containerId: number,
  freeDays: number,
  now: Date,
): Promise<ContainerDetail> {
  await withOutbox(db, events, async (tx, outbox) => {
    await tx.update(containers).set({ freeDays }).where(eq(containers.id, containerId));
    await refreshContainers(tx, [containerId]);
    outbox.add(...(await judgeFreeDays(tx, industryOf(user), await freeDaysFactsOf(tx, [containerId]), now)));
  });
  return containerDetail(db, await findContainer(db, user, containerId), now);
}
