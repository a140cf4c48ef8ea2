import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventBus } from './event-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain event bus: modules publish to it, processors (the socket one) subscribe. */
    events: EventBus;
  }
}

/** Decorates `app.events`; registered before the modules and the realtime plugin that subscribes. */
async function eventsPlugin(app: FastifyInstance) {
  app.decorate('events', new EventBus(app.log));
}

export default fp(eventsPlugin, { name: 'qilin-events' });
