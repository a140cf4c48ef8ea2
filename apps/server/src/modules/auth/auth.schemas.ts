import { passwordSchema, ServerMessages, usernameSchema } from '@qilin/contract';
import { z } from 'zod';
import { PHONE_CODE_PURPOSES } from './phone-code.service';

/** Mainland mobile numbers, as the bind-phone screen asks for them. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, ServerMessages.phoneFormat);

const captchaFields = {
  code: z.string().trim().max(8).optional(),
  code_id: z.string().max(64).optional(),
};

export const phoneCodeBodySchema = z.object({
  phone: phoneSchema,
  type: z.enum(PHONE_CODE_PURPOSES).default('bind_phone'),
  ...captchaFields,
});

export const forgetPhoneCodeBodySchema = z.object({ phone: phoneSchema, ...captchaFields });

export const forgetPasswordBodySchema = z.object({
  phone: phoneSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, ServerMessages.phoneCodeFormat),
  password: passwordSchema,
  username: usernameSchema.optional(),
});

/** GET img_code accepts the spec's optional `username` and `type` query; neither changes the image. */
export const imgCodeQuerySchema = z.object({
  username: z.string().max(64).optional(),
  type: z.string().max(32).optional(),
});
