import type { Page } from '../../src/domain/schemas/list';
import type { RecordStatus } from '../../src/domain/schemas/master';
import type { SignedInUser } from '../auth/signedInUser';
import type { Queryable } from '../db/database';

/**
 * Work a write leaves for after its transaction has committed (a mail with a link the write created): run
 * only once the write stands, never for a write that is rolled back, and never holding the transaction open.
 */
export type AfterCommit = (work: () => Promise<void>) => void;

/** What a write knows beside its input: when it happens (the server's clock), and where work for after goes. */
export interface WriteContext {
  now: Date;
  afterCommit: AfterCommit;
}

/**
 * What a master keeps and finds, always within the signed-in user's industry (and plants, for a plant user).
 * Writes run inside the transaction the route opens, so a refused write leaves nothing behind; a write on a
 * record the user cannot see answers false, which the route turns into 404 as for a missing one. `Status` is
 * the master's status vocabulary (Active / Deactive unless it has its own) and `Update` the body of an edit
 * (the body of an add unless they differ).
 */
export interface MasterStore<Row, Input, Query, Status extends string = RecordStatus, Update = Input> {
  list(db: Queryable, user: SignedInUser, query: Query): Promise<Page<Row>>;
  find(db: Queryable, user: SignedInUser, id: number): Promise<Row | null>;
  /** The new record's id. */
  create(tx: Queryable, user: SignedInUser, input: Input, write: WriteContext): Promise<number>;
  update(tx: Queryable, user: SignedInUser, id: number, input: Update, write: WriteContext): Promise<boolean>;
  /** Absent when the master's records have no status of their own. */
  setStatus?(
    tx: Queryable,
    user: SignedInUser,
    id: number,
    status: Status,
    write: WriteContext,
  ): Promise<boolean>;
  /** Absent when the master's records are only ever deactivated. */
  remove?(tx: Queryable, user: SignedInUser, id: number): Promise<boolean>;
}
