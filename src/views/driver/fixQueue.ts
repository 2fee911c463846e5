import { z } from 'zod';
import {
  type DriverFix,
  DriverFix as DriverFixSchema,
  MAX_DRIVER_FIXES,
} from '../../domain/schemas/driverLink';

/** About a day of fixes at one every 15 s: a phone out of coverage longer than that keeps the latest ones. */
const KEPT_FIXES = 6_000;

const Stored = z.array(z.unknown());

/**
 * The fixes not yet taken by the server, in memory and in localStorage, so neither a dead zone nor a reload
 * of the page loses them. Each fix keeps its id: a batch sent twice (an answer lost on the way) is stored once.
 */
export class FixQueue {
  private fixes: DriverFix[];

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
    private readonly key: string,
  ) {
    this.fixes = this.read();
  }

  get size(): number {
    return this.fixes.length;
  }

  add(fix: DriverFix): void {
    this.fixes = [...this.fixes, fix].slice(-KEPT_FIXES);
    this.write();
  }

  /** The oldest fixes, as many as one post takes. */
  next(): DriverFix[] {
    return this.fixes.slice(0, MAX_DRIVER_FIXES);
  }

  /** Forgets the fixes the server answered for (taken, already known, or refused for good). */
  drop(sent: readonly DriverFix[]): void {
    const ids = new Set(sent.map((fix) => fix.id));
    this.fixes = this.fixes.filter((fix) => !ids.has(fix.id));
    this.write();
  }

  private read(): DriverFix[] {
    try {
      const raw = Stored.safeParse(JSON.parse(this.storage?.getItem(this.key) ?? '[]'));
      if (!raw.success) return [];
      return raw.data.flatMap((item) => {
        const fix = DriverFixSchema.safeParse(item);
        return fix.success ? [fix.data] : [];
      });
    } catch {
      return [];
    }
  }

  private write(): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(this.fixes));
    } catch {
      // Storage full or forbidden (a private window): the fixes stay in memory for as long as the page is open.
    }
  }
}
