import { Observable } from 'rxjs';

/**
 * One REST read as an observable: its answer then completion, or its error; unsubscribing aborts the request,
 * so a resync that starts again (switchMap) never lets an older answer land after a newer one.
 */
export const fetchOnce$ = <T>(fetch: (signal: AbortSignal) => Promise<T>): Observable<T> =>
  new Observable<T>((subscriber) => {
    const abort = new AbortController();
    fetch(abort.signal).then(
      (answer) => {
        subscriber.next(answer);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => abort.abort();
  });
