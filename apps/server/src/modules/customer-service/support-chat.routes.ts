import { Readable } from 'node:stream';
import {
  apiOkSchema,
  noInputSchema,
  SUPPORT_IMAGE_MAX_BYTES,
  supportChatPaths,
  supportImageKeyParamsSchema,
  supportInitiationResultSchema,
  supportMessageSchema,
  supportMessagesQuerySchema,
  supportMessagesResultSchema,
  supportReadBodySchema,
  supportTextBodySchema,
  supportUnreadResultSchema,
} from '@qilin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, Errors } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { SupportErrors } from './support-chat.errors';
import type { SupportChatService } from './support-chat.service';

/** Reads the one uploaded file; the bytes, never the declared type or name, decide what it is. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let content: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: SUPPORT_IMAGE_MAX_BYTES, files: 1 } });
    if (!file) throw SupportErrors.imageMissing();
    content = await file.toBuffer();
    // busboy drops bytes past the limit silently when it falls on a chunk boundary (see payment).
    if (file.file.truncated) throw SupportErrors.imageTooLarge();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw SupportErrors.imageTooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw SupportErrors.imageMissing();
    if (error instanceof AppError) throw error;
    // The multipart parser refusing the body: a broken upload, not a server fault.
    throw Errors.invalidPayload();
  }
  if (content.length === 0) throw SupportErrors.imageMissing();
  return content;
}

/** Spec §7 customer: initiation, send_msg, send_img, plus history paging, read marks and the badge. */
export async function supportChatRoutes(fastify: FastifyInstance, opts: { chat: SupportChatService }) {
  const { chat } = opts;
  // The picture is served by its unguessable key (an <img> sends no token header); nosniff keeps the
  // browser to the type the server re-encoded it as. Sent as a stream: the answer is a file, not an
  // API answer, so the response encryption leaves it as it is.
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${supportChatPaths.image}/:key`,
      { schema: { params: supportImageKeyParamsSchema } },
      async (request, reply) => {
        const { mime, content } = await chat.image(request.params.key);
        return reply
          .header('content-type', mime)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(Readable.from([Buffer.from(content)]));
      },
    );
  await fastify.register(memberRoutes, { chat });
}

async function memberRoutes(fastify: FastifyInstance, { chat }: { chat: SupportChatService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a guest learns nothing about what a valid request looks like.
  app.addHook('preValidation', app.authenticate);
  const messageReply = { 200: apiOkSchema(supportMessageSchema) };
  app.post(
    supportChatPaths.initiation,
    {
      schema: {
        body: noInputSchema.optional(),
        response: { 200: apiOkSchema(supportInitiationResultSchema) },
      },
    },
    async (request) => ok(await chat.initiate(request.memberId())),
  );
  app.post(
    supportChatPaths.sendMsg,
    { schema: { body: supportTextBodySchema, response: messageReply } },
    async (request) => ok(await chat.sendText(request.memberId(), request.body.content)),
  );
  // The body is a multipart upload, read (and checked) by readUpload rather than a schema.
  app.post(
    supportChatPaths.sendImg,
    { schema: { querystring: noInputSchema, response: messageReply } },
    async (request) => {
      const bytes = await readUpload(request);
      return ok(await chat.sendImage(request.memberId(), bytes));
    },
  );
  app.get(
    supportChatPaths.messages,
    {
      schema: {
        querystring: supportMessagesQuerySchema,
        response: { 200: apiOkSchema(supportMessagesResultSchema) },
      },
    },
    async (request) => {
      const { after_id, before_id, limit } = request.query;
      return ok({
        messages: await chat.memberMessages(request.memberId(), {
          afterId: after_id,
          beforeId: before_id,
          limit,
        }),
      });
    },
  );
  app.post(
    supportChatPaths.read,
    { schema: { body: supportReadBodySchema, response: { 200: apiOkSchema(supportUnreadResultSchema) } } },
    async (request) => ok(await chat.markMemberRead(request.memberId(), request.body.upToId)),
  );
  app.get(
    supportChatPaths.unread,
    { schema: { querystring: noInputSchema, response: { 200: apiOkSchema(supportUnreadResultSchema) } } },
    async (request) => ok({ unread: await chat.memberUnread(request.memberId()) }),
  );
}
