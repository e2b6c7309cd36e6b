import { z } from 'zod';

/** Every failed /api/v1 call answers this body (RESOLUTIONS "Status codes"). */
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Successful answers wrap their payload as `{ success: true, message?, data }`. */
export const okBody = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
