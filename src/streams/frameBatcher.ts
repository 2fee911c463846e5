import {
  animationFrameScheduler,
  Observable,
  type OperatorFunction,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';

/**
 * Merge before you render: folds the items that arrive within one animation frame to the newest per key and
 * emits them as one array when the frame comes. A burst of socket messages costs one store update and one
 * render, however many updates of the same vehicle it held. Tests pass a virtual-time scheduler.
 */
export const latestPerKeyPerFrame =
  <T, K>(
    keyOf: (item: T) => K,
    isNewer: (candidate: T, current: T) => boolean,
    scheduler: SchedulerLike = animationFrameScheduler,
  ): OperatorFunction<T, T[]> =>
  (source) =>
    new Observable<T[]>((subscriber) => {
      let pending = new Map<K, T>();
      let flushScheduled = false;
      let timer: Subscription | undefined;

      const flush = () => {
        flushScheduled = false;
        if (pending.size === 0) return;
        const batch = [...pending.values()];
        pending = new Map();
        subscriber.next(batch);
      };

      const upstream = source.subscribe({
        next: (item) => {
          const key = keyOf(item);
          const current = pending.get(key);
          if (current === undefined || isNewer(item, current)) pending.set(key, item);
          if (!flushScheduled) {
            flushScheduled = true;
            timer = scheduler.schedule(flush);
          }
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          flush();
          subscriber.complete();
        },
      });

      return () => {
        upstream.unsubscribe();
        timer?.unsubscribe();
      };
    });
