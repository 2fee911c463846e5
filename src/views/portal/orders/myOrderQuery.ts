/** One order of the company, under the key its page and its uploads share. */
export const myOrderKey = (orderId: number) => ['portal', 'my-order', orderId] as const;
