import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PromotionService } from './promotion.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The gift foundation: claims (promotion → wallet, budgets, wagering) and the wagering lock. */
    promotion: PromotionService;
  }
}

/** Gifts: the service every gift path (VIP, sign-in, activities) claims through. Registered after protection. */
async function promotion(app: FastifyInstance) {
  app.decorate('promotion', new PromotionService(app.protection));
}

export const promotionPlugin = fp(promotion, { name: 'qilin-promotion', dependencies: ['qilin-protection'] });
