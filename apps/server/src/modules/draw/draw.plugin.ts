import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEV_DRAW_SECRET_KEY_HEX } from '../../env';
import { type BeaconConfig, beaconFromConfig } from './beacon';
import { ChainVault } from './chain-vault.service';
import { DrawScheduler } from './draw.scheduler';
import { DrawService } from './draw.service';
import { DRAW_ALGORITHM, domainDrawResult, drawGamesFromCatalogue } from './draw-games.config';

export type DrawPluginOptions = {
  now: () => Date;
  /** Start the scheduler timer with the app (tests drive `tick()` by hand instead). */
  autoStart: boolean;
  tickMs?: number;
  /** Every periodic game draws every N seconds (tests / e2e). */
  periodSec?: number | undefined;
  closeSec?: number | undefined;
  /** Only these catalogue codes are scheduled. */
  only?: string[];
  chainLength?: number;
  /** Key sealing the draw chain secrets at rest (env DRAW_SECRET_KEY). */
  drawSecretKeyHex?: string;
  /** The beacon salting v2 draws (env BEACON_*); the local beacon when it names no relay. */
  beacon?: BeaconConfig & { timeoutMs?: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** One scheduler per process (a lease lets one act at a time); settlers and sweepers hang on its tick. */
    drawScheduler: DrawScheduler;
    /** Issue reads: on sale, upcoming, history, epochs. */
    draws: DrawService;
  }
}

/** Draws: the issue scheduler with its timer, the chain vault and beacon, and the issue reads. */
async function draw(app: FastifyInstance, options: DrawPluginOptions) {
  const { now } = options;
  const drawKey = options.drawSecretKeyHex ?? DEV_DRAW_SECRET_KEY_HEX;
  const scheduler = new DrawScheduler({
    db: app.db,
    games: drawGamesFromCatalogue({
      ...(options.only && { only: options.only }),
      ...(options.periodSec !== undefined && { periodSec: options.periodSec }),
      ...(options.closeSec !== undefined && { closeSec: options.closeSec }),
    }),
    now,
    drawResult: domainDrawResult,
    algorithm: DRAW_ALGORITHM,
    ...(options.chainLength !== undefined && { chainLength: options.chainLength }),
    vault: new ChainVault(drawKey),
    beacon: beaconFromConfig(options.beacon ?? { urls: [] }, {
      drawSecretKeyHex: drawKey,
      now,
      onRelayError: (failure) => app.log.warn({ failure }, 'draw: beacon relay failed'),
    }),
    ...(options.beacon?.timeoutMs !== undefined && { beaconTimeoutMs: options.beacon.timeoutMs }),
    log: app.log,
  });
  // Databases from before migration 0091 keep plain chain secrets until this seals them.
  app.addHook('onReady', async () => {
    const sealed = await scheduler.sealPlainSecrets().catch((err: unknown) => {
      app.log.error({ err }, 'draw: sealing plain chain secrets failed; retried at the next start');
      return 0;
    });
    if (sealed > 0) app.log.info({ sealed }, 'draw: plain chain secrets sealed at rest');
  });
  app.decorate('drawScheduler', scheduler);
  app.decorate('draws', new DrawService(app.db, now, scheduler));

  if (options.autoStart) app.addHook('onReady', async () => scheduler.start(options.tickMs ?? 1000));
  app.addHook('onClose', async () => scheduler.stop());
}

export const drawPlugin = fp(draw, { name: 'qilin-draw' });
