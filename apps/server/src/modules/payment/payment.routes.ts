import {
  apiOkSchema,
  apiOkWithSchema,
  depositCheckBodySchema,
  depositConfirmResultSchema,
  depositCreateBodySchema,
  depositIdParamsSchema,
  depositListResultSchema,
  depositOrderViewSchema,
  depositQuoteResultSchema,
  Messages,
  noInputSchema,
  pageQuerySchema,
  payerNameBodySchema,
  payTypeGroupSchema,
  rechargeCheckResultSchema,
  rechargeDiscountResultSchema,
  rechargeTypeSchema,
  usdtAgreementSchema,
  usdtExchangeRateResultSchema,
  usdtRateQuerySchema,
  withdrawTypesResultSchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, Errors } from '../../lib/errors';
import { ok, okWith } from '../../lib/reply';
import { withdrawTypes } from '../withdraw';
import type { ChannelCatalogue } from './channels.catalogue';
import type { DepositService } from './deposit.service';
import { EVIDENCE_MAX_BYTES, sniffImage } from './evidence.rules';
import type { PaymentConfig } from './payment.config';
import { PaymentErrors } from './payment.errors';

type Deps = { deposits: DepositService; channels: ChannelCatalogue; config: PaymentConfig };

/** Reads the one uploaded file, refusing anything too large or not an image by its magic bytes. */
async function readEvidence(request: FastifyRequest): Promise<{ mime: string; content: Buffer }> {
  let content: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1 } });
    if (!file) throw PaymentErrors.evidenceMissing();
    content = await file.toBuffer();
    // toBuffer() only throws when it sees `truncated` while chunks are still arriving; when the
    // limit falls exactly on a chunk boundary busboy drops the extra bytes after the last chunk
    // was read and toBuffer() hands back the first 5 MB as if the file were complete.
    if (file.file.truncated) throw PaymentErrors.evidenceTooLarge();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw PaymentErrors.evidenceTooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw PaymentErrors.evidenceMissing();
    if (error instanceof AppError) throw error;
    // Anything else here is the multipart parser refusing the body (busboy: "Unexpected end of
    // form", a missing boundary…): the client sent a broken upload, not a server fault.
    throw Errors.invalidPayload();
  }
  if (content.length === 0) throw PaymentErrors.evidenceMissing();
  const mime = sniffImage(content);
  if (!mime) throw PaymentErrors.evidenceNotImage();
  return { mime, content };
}

/** Member cashier routes of spec §7 (fund/...): validate → service → envelope. Amounts in fen. */
export async function paymentRoutes(fastify: FastifyInstance, { deposits, channels, config }: Deps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a guest learns nothing about what a valid request looks like.
  app.addHook('preValidation', app.authenticate);
  const none = { querystring: noInputSchema };
  const byId = { params: depositIdParamsSchema };
  const orderReply = { 200: apiOkSchema(depositOrderViewSchema) };

  app.get(
    '/api/fund/dropdown',
    { schema: { ...none, response: { 200: apiOkSchema(z.array(payTypeGroupSchema)) } } },
    async () => ok(channels.groups()),
  );
  app.get(
    '/api/fund/types',
    {
      schema: {
        ...none,
        response: {
          200: apiOkSchema(withdrawTypesResultSchema.extend({ rechargeTypes: z.array(rechargeTypeSchema) })),
        },
      },
    },
    async () =>
      ok({
        rechargeTypes: channels
          .groups()
          .map(({ typeId, typeName, iconUrl }) => ({ typeId, typeName, iconUrl })),
        withdrawTypes: withdrawTypes(),
      }),
  );
  app.get(
    '/api/fund/usdt/exchange_rate',
    {
      schema: {
        querystring: usdtRateQuerySchema,
        response: { 200: apiOkSchema(usdtExchangeRateResultSchema) },
      },
    },
    async (request) => ok(channels.usdtExchangeRate(request.query.protocol)),
  );
  app.get(
    '/api/fund/usdt/Agreements',
    { schema: { ...none, response: { 200: apiOkSchema(z.array(usdtAgreementSchema)) } } },
    async () => ok(channels.usdtAgreements()),
  );
  app.get(
    '/api/fund/recharge_discount',
    { schema: { ...none, response: { 200: apiOkSchema(rechargeDiscountResultSchema) } } },
    async () => ok({ discounts: config.discounts }),
  );
  app.get(
    '/api/fund/recharge/check',
    {
      schema: {
        ...none,
        response: {
          200: apiOkWithSchema(rechargeCheckResultSchema, {
            code: z.literal(200),
            data: rechargeCheckResultSchema,
          }),
        },
      },
    },
    async (request) => {
      const result = await deposits.openOrder(request.memberId());
      return okWith(result, { code: 200, data: result });
    },
  );

  app.post(
    '/api/fund/recharge_deposit/check',
    { schema: { body: depositCheckBodySchema, response: { 200: apiOkSchema(depositQuoteResultSchema) } } },
    async (request) => {
      const q = channels.quote(request.body.channelId, request.body.amount);
      return ok({
        channelId: q.channel.channelId,
        amount: q.amountFen,
        usdtAmount: q.usdtAmount,
        exchangeRate: q.exchangeRate,
      });
    },
  );
  app.post(
    '/api/fund/recharge_deposit',
    { schema: { body: depositCreateBodySchema, response: orderReply } },
    async (request) =>
      ok(
        await deposits.create(request.memberId(), request.body.channelId, request.body.amount),
        Messages.orderCreated,
      ),
  );
  app.get(
    '/api/fund/recharge_deposit/info/:id',
    { schema: { ...byId, response: orderReply } },
    async (request) => ok(await deposits.info(request.memberId(), request.params.id)),
  );
  app.post(
    '/api/fund/payer_name/enter',
    { schema: { body: payerNameBodySchema, response: orderReply } },
    async (request) =>
      ok(await deposits.enterPayerName(request.memberId(), request.body.id, request.body.payerName)),
  );
  // The body is a multipart upload, read (and checked) by readEvidence rather than a schema.
  app.post(
    '/api/fund/evidence/upload/:id',
    { schema: { ...byId, response: orderReply } },
    async (request) => {
      const id = request.params.id;
      const { mime, content } = await readEvidence(request);
      await deposits.saveEvidence(request.memberId(), id, mime, content);
      return ok(await deposits.info(request.memberId(), id));
    },
  );
  app.post(
    '/api/fund/confirm/:id',
    { schema: { ...byId, response: { 200: apiOkSchema(depositConfirmResultSchema) } } },
    async (request) => {
      const view = await deposits.markPaid(request.memberId(), request.params.id);
      return ok({ ...view, service: channels.serviceFor(view.channelId) });
    },
  );
  app.post('/api/fund/cancel/:id', { schema: { ...byId, response: orderReply } }, async (request) =>
    ok(await deposits.cancel(request.memberId(), request.params.id), Messages.orderCancelled),
  );
  app.get(
    '/api/fund/recharge/list',
    { schema: { querystring: pageQuerySchema, response: { 200: apiOkSchema(depositListResultSchema) } } },
    async (request) =>
      ok(await deposits.list(request.memberId(), request.query.page, request.query.pageSize)),
  );
}
