import type { Page } from '../../src/domain/schemas/list';
import type { RecordStatus } from '../../src/domain/schemas/master';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';

/**
 * What a master keeps and finds, always within the signed-in user's industry (and plants, for a plant user).
 * Writes run inside the transaction the route opens, so a refused write leaves nothing behind; a write on a
 * record the user cannot see answers false, which the route turns into 404 as for a missing one.
 */
export interface MasterStore<Row, Input, Query> {
  list(db: Queryable, user: SignedInUser, query: Query): Promise<Page<Row>>;
  find(db: Queryable, user: SignedInUser, id: number): Promise<Row | null>;
  /** The new record's id. */
  create(tx: Queryable, user: SignedInUser, input: Input): Promise<number>;
  update(tx: Queryable, user: SignedInUser, id: number, input: Input): Promise<boolean>;
  setStatus(tx: Queryable, user: SignedInUser, id: number, status: RecordStatus): Promise<boolean>;
  /** Absent when the master's records are only ever deactivated. */
  remove?(tx: Queryable, user: SignedInUser, id: number): Promise<boolean>;
}
