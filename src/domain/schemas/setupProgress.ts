import { z } from 'zod';

/**
 * What a new company sets up before it can run its first load, in the order it needs them: the plants loads
 * leave from or arrive at, the transporters who bid, the clients loads go to, and the products they carry.
 */
export const SETUP_STEPS = ['plants', 'transporters', 'clients', 'products'] as const;
export type SetupStepId = (typeof SETUP_STEPS)[number];

export const SetupStep = z.object({
  step: z.enum(SETUP_STEPS),
  /** How many the company has, switched off ones included: a step is done once it has one. */
  count: z.number().int().nonnegative(),
});
export type SetupStep = z.infer<typeof SetupStep>;

export const SetupProgress = z.object({ steps: z.array(SetupStep) });
export type SetupProgress = z.infer<typeof SetupProgress>;
