/** The company's orders in hand, one cache entry for the list and the vehicle forms. */
export const MY_ORDERS_KEY = ['portal', 'my-orders'] as const;
