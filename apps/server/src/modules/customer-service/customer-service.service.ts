import {
  type CustomerServiceKeyResult,
  CustomerServiceScene,
  type CustomerServiceSceneId,
  type Kefu,
  type KefuAdminView,
  type KefuBody,
  type KefuListResult,
  type KefuTypeId,
} from '@qilin/contract';
import { type Db, inTransaction } from '../../db';
import { Errors } from '../../lib/errors';
import type { AdminAudit } from '../operator';
import { type KefuFields, customerServiceRepository as repo } from './customer-service.repository';
import type { KefuRow } from './customer-service.tables';

export type CustomerServiceOperatorView = { key: string; effectiveKey: string; list: KefuAdminView[] };

function present(row: KefuRow): Kefu {
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    account: row.account,
    type: row.type as KefuTypeId,
  };
}

function presentForOperator(row: KefuRow): KefuAdminView {
  const scenes: CustomerServiceSceneId[] = [];
  if (row.for_guests) scenes.push(CustomerServiceScene.guest);
  if (row.for_members) scenes.push(CustomerServiceScene.member);
  return { ...present(row), scenes, sort: row.sort, enabled: row.enabled };
}

function fieldsOf(body: KefuBody): KefuFields {
  return {
    nickname: body.nickname,
    avatar: body.avatar,
    account: body.account,
    type: body.type,
    forGuests: body.scenes.includes(CustomerServiceScene.guest),
    forMembers: body.scenes.includes(CustomerServiceScene.member),
    sort: body.sort,
    enabled: body.enabled,
  };
}

/**
 * Customer service as operators configure it: the online chat's entry link and the kefu list, each
 * contact listed for guests (scene 1), members (scene 2) or both. Reads are public except scene 2,
 * which the route reserves for members.
 */
export class CustomerService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    /** SERVICE_LINK: the deployment's chat link, answered while operators have set none. */
    private readonly defaultKey = '',
  ) {}

  /** The chat link members are sent to: the operators' one, else the deployment default. */
  async effectiveKey(): Promise<string> {
    return (await repo.chatKey(this.db)) || this.defaultKey;
  }

  async key(): Promise<CustomerServiceKeyResult> {
    return { key: await this.effectiveKey() };
  }

  async list(scene: CustomerServiceSceneId): Promise<KefuListResult> {
    return { list: (await repo.listed(this.db, scene)).map(present) };
  }

  /** `key` as operators set it ('' = none); `effectiveKey` what members get (SERVICE_LINK then). */
  async operatorView(): Promise<CustomerServiceOperatorView> {
    const [key, rows] = await Promise.all([repo.chatKey(this.db), repo.all(this.db)]);
    return { key, effectiveKey: key || this.defaultKey, list: rows.map(presentForOperator) };
  }

  async setKey(key: string, audit: AdminAudit): Promise<Omit<CustomerServiceOperatorView, 'list'>> {
    await inTransaction(this.db, async (trx) => {
      const before = await repo.chatKey(trx);
      await repo.setChatKey(trx, key, this.now());
      await audit.record(trx, {
        action: 'customer-service.key-set',
        target: 'customer-service:key',
        before: { key: before },
        after: { key },
      });
    });
    return { key, effectiveKey: key || this.defaultKey };
  }

  async add(body: KefuBody, audit: AdminAudit): Promise<KefuAdminView> {
    return inTransaction(this.db, async (trx) => {
      const view = presentForOperator(await repo.insert(trx, fieldsOf(body), this.now()));
      await audit.record(trx, { action: 'kefu.added', target: `kefu:${view.id}`, before: null, after: view });
      return view;
    });
  }

  async replace(id: number, body: KefuBody, audit: AdminAudit): Promise<KefuAdminView> {
    return inTransaction(this.db, async (trx) => {
      const before = await repo.lockOne(trx, id);
      const row = before && (await repo.replace(trx, id, fieldsOf(body), this.now()));
      if (!before || !row) throw Errors.notFound();
      const view = presentForOperator(row);
      await audit.record(trx, {
        action: 'kefu.replaced',
        target: `kefu:${id}`,
        before: presentForOperator(before),
        after: view,
      });
      return view;
    });
  }

  async remove(id: number, audit: AdminAudit): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const before = await repo.lockOne(trx, id);
      if (!before || !(await repo.remove(trx, id))) throw Errors.notFound();
      await audit.record(trx, {
        action: 'kefu.removed',
        target: `kefu:${id}`,
        before: presentForOperator(before),
        after: null,
      });
    });
  }
}
