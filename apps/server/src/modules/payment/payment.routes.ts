import {
  depositCheckBodySchema,
  depositCreateBodySchema,
  depositIdParamsSchema,
  Messages,
  pageQuerySchema,
  payerNameBodySchema,
  usdtRateQuerySchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, Errors } from '../../lib/errors';
import { ok, okWith } from '../../lib/reply';
import { parseInput } from '../../lib/validation';
import { withdrawTypes } from '../withdraw';
import type { ChannelCatalogue } from './channels';
import type { DepositService } from './deposit.service';
import { EVIDENCE_MAX_BYTES, sniffImage } from './evidence';
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
export async function paymentRoutes(app: FastifyInstance, { deposits, channels, config }: Deps) {
  app.addHook('preHandler', app.authenticate);
  const idOf = (request: FastifyRequest) => parseInput(depositIdParamsSchema, request.params).id;

  app.get('/api/fund/dropdown', async () => ok(channels.groups()));
  app.get('/api/fund/types', async () =>
    ok({
      rechargeTypes: channels
        .groups()
        .map(({ typeId, typeName, iconUrl }) => ({ typeId, typeName, iconUrl })),
      withdrawTypes: withdrawTypes(),
    }),
  );
  app.get('/api/fund/usdt/exchange_rate', async (request) =>
    ok(channels.usdtExchangeRate(parseInput(usdtRateQuerySchema, request.query).protocol)),
  );
  app.get('/api/fund/usdt/Agreements', async () => ok(channels.usdtAgreements()));
  app.get('/api/fund/recharge_discount', async () => ok({ discounts: config.discounts }));
  app.get('/api/fund/recharge/check', async (request) => {
    const result = await deposits.openOrder(request.memberId());
    return okWith(result, { code: 200, data: result });
  });

  app.post('/api/fund/recharge_deposit/check', async (request) => {
    const body = parseInput(depositCheckBodySchema, request.body);
    const q = channels.quote(body.channelId, body.amount);
    return ok({
      channelId: q.channel.channelId,
      amount: q.amountFen,
      usdtAmount: q.usdtAmount,
      exchangeRate: q.exchangeRate,
    });
  });
  app.post('/api/fund/recharge_deposit', async (request) => {
    const body = parseInput(depositCreateBodySchema, request.body);
    return ok(await deposits.create(request.memberId(), body.channelId, body.amount), Messages.orderCreated);
  });
  app.get('/api/fund/recharge_deposit/info/:id', async (request) =>
    ok(await deposits.info(request.memberId(), idOf(request))),
  );
  app.post('/api/fund/payer_name/enter', async (request) => {
    const body = parseInput(payerNameBodySchema, request.body);
    return ok(await deposits.enterPayerName(request.memberId(), body.id, body.payerName));
  });
  app.post('/api/fund/evidence/upload/:id', async (request) => {
    const id = idOf(request);
    const { mime, content } = await readEvidence(request);
    await deposits.saveEvidence(request.memberId(), id, mime, content);
    return ok(await deposits.info(request.memberId(), id));
  });
  app.post('/api/fund/confirm/:id', async (request) => {
    const view = await deposits.markPaid(request.memberId(), idOf(request));
    return ok({ ...view, service: channels.serviceFor(view.channelId) });
  });
  app.post('/api/fund/cancel/:id', async (request) =>
    ok(await deposits.cancel(request.memberId(), idOf(request)), Messages.orderCancelled),
  );
  app.get('/api/fund/recharge/list', async (request) => {
    const q = parseInput(pageQuerySchema, request.query);
    return ok(await deposits.list(request.memberId(), q.page, q.pageSize));
  });
}
