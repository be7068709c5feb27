import { z } from 'zod';

/**
 * One desk-setup check as the history keeps it: numbers and verdicts only, never a picture. The
 * browser estimates everything on the device; the server checks the ranges at the edge.
 */
export const deskCheckSchema = z.strictObject({
  /** Eyes to screen (the camera on it), whole centimetres. */
  distanceCm: z.number().int().min(10).max(300),
  /** Eyes above the screen's top edge (the camera), cm; negative below. */
  eyesAboveCm: z.number().int().min(-150).max(150),
  screenHeight: z.enum(['high', 'ok', 'low']),
  /** Mean luminance of the face, 0–1, two decimals. */
  lightLevel: z.number().min(0).max(1),
  lighting: z.enum(['dim', 'backlit', 'ok']),
  /** When it was checked, ms since 1970; not in the future, not before 2020. */
  at: z
    .number()
    .int()
    .min(Date.UTC(2020, 0, 1))
    .refine((at) => at <= Date.now() + 5 * 60_000, { message: 'at_in_future' }),
});
export type DeskCheckRecord = z.infer<typeof deskCheckSchema>;
