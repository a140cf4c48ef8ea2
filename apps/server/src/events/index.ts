/**
 * Domain events: a module says what happened, after it committed, and never how members hear of it.
 *
 * A service takes `events: DomainEvents` (in a plugin: `app.events`) and either
 *   await this.events.publish({ type: 'balanceChanged', memberId });            // already committed
 * or raises inside its own transaction, delivered only if it commits:
 *   await this.events.transaction(this.db, async (trx, raise) => { ...; raise({ type: 'balanceChanged', memberId }); });
 * A new kind of event is a new member of the `DomainEvent` union; its socket message (if any) is one
 * case in modules/realtime/realtime.events.ts.
 */
export type { DomainEvent, DomainEventType } from './domain-event';
export { type DomainEvents, EventBus, type EventSubscriber, type Raise } from './event-bus';
export { default as eventsPlugin } from './events.plugin';
