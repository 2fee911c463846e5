import { Alert } from '@mantine/core';

/** A tracking address whose order id is not a number: nothing to fetch, so say so rather than call the API. */
export function InvalidOrderAlert() {
  return (
    <Alert color="red" variant="light" title="No such order" data-testid="invalid-order">
      This address does not name an order. Open the trip from the tracking board.
    </Alert>
  );
}
