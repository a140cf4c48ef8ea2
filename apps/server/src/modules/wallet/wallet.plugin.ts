import type { FastifyInstance } from 'fastify';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';

/** The wallet module: its service over the shared database handle, and its route. */
export async function walletPlugin(app: FastifyInstance) {
  await app.register(walletRoutes, { wallets: new WalletService(app.db, app.promotion) });
}
