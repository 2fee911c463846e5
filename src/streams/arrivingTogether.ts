import {
  buffer,
  connect,
  exhaustMap,
  filter,
  type OperatorFunction,
  race,
  startWith,
  switchMap,
  take,
  timer,
} from 'rxjs';

/**
 * Gathers values that arrive together: a batch starts with its first value and closes once the source has
 * been quiet for `quietMs`, or at the latest `maxMs` after that first value, so a steady trickle is still
 * told in time. Both clocks belong to the batch: nothing carries over from an earlier one.
 */
export const arrivingTogether =
  <T>(quietMs: number, maxMs: number): OperatorFunction<T, T[]> =>
  (source) =>
    source.pipe(
      connect((shared) => {
        const batchEnds = shared.pipe(
          exhaustMap(() =>
            race(
              timer(maxMs),
              shared.pipe(
                startWith(null),
                switchMap(() => timer(quietMs)),
              ),
            ).pipe(take(1)),
          ),
        );
        return shared.pipe(
          buffer(batchEnds),
          filter((batch) => batch.length > 0),
        );
      }),
    );
