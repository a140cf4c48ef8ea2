import type {
  DedicatedService,
  PayChannel,
  PayTypeGroup,
  UsdtAgreement,
  UsdtExchangeRateResult,
} from '@qilin/contract';
import { checkRechargeAmount, usdtAmount } from '@qilin/domain';
import { type ChannelConfig, PAY_TYPES, type PaymentConfig, USDT_TYPE_ID } from './payment.config';
import { amountRefusal, PaymentErrors } from './payment.errors';

export function presentChannel(c: ChannelConfig): PayChannel {
  return {
    channelId: c.channelId,
    channelName: c.channelName,
    channelLimit: c.channelLimit,
    iconUrl: c.iconUrl,
    quickAmount: c.quickAmount,
    typeId: c.typeId,
    typeName: PAY_TYPES[c.typeId],
    exchangeRate: c.exchangeRate,
    type: 'offline',
  };
}

/** The enabled channels of the configuration, read-only views for the cashier screens. */
export class ChannelCatalogue {
  readonly #config: PaymentConfig;

  constructor(config: PaymentConfig) {
    this.#config = config;
  }

  list(): PayChannel[] {
    return this.#config.channels.filter((c) => c.enabled).map(presentChannel);
  }

  /** fund/dropdown: pay types in type-id order, each with its channels. */
  groups(): PayTypeGroup[] {
    const byType = new Map<number, PayTypeGroup>();
    for (const c of this.#config.channels.filter((ch) => ch.enabled).sort((a, b) => a.typeId - b.typeId)) {
      const group = byType.get(c.typeId) ?? {
        typeId: c.typeId,
        typeName: PAY_TYPES[c.typeId],
        iconUrl: c.iconUrl,
        channels: [],
      };
      group.channels.push(presentChannel(c));
      byType.set(c.typeId, group);
    }
    return [...byType.values()];
  }

  get(channelId: number): ChannelConfig {
    const channel = this.#config.channels.find((c) => c.channelId === channelId && c.enabled);
    if (!channel) throw PaymentErrors.channelNotFound();
    return channel;
  }

  /** Spec §5 amount rules for one channel; the USDT channel also gets the USDT it needs. */
  quote(channelId: number, amountText: string) {
    const channel = this.get(channelId);
    const check = checkRechargeAmount(amountText, channel.channelLimit);
    if (!check.ok) throw amountRefusal(check.reason, channel.channelLimit);
    const isUsdt = channel.typeId === USDT_TYPE_ID && channel.exchangeRate !== '';
    return {
      channel,
      amountFen: check.amountFen,
      usdtAmount: isUsdt
        ? usdtAmount(check.amountFen, channel.exchangeRate, this.#config.usdtThreeDigits)
        : '',
      exchangeRate: isUsdt ? channel.exchangeRate : '',
    };
  }

  usdtRates() {
    return this.#usdtChannels().map((c) => ({
      channelId: c.channelId,
      exchangeRate: c.exchangeRate,
      threeDigits: this.#config.usdtThreeDigits,
    }));
  }

  /** The channel's own dedicated service, else the configuration's (a closed channel's orders still get one). */
  serviceFor(channelId: number): DedicatedService {
    const channel = this.#config.channels.find((c) => c.channelId === channelId);
    return { ...(channel?.service ?? this.#config.dedicatedService) };
  }

  /** fund/usdt/exchange_rate: the enabled USDT channels' rates, optionally on one chain only. */
  usdtExchangeRate(protocol?: string): UsdtExchangeRateResult {
    const rates = this.#usdtChannels()
      .filter((c) => protocol === undefined || c.protocol === protocol)
      .map((c) => ({ channelId: c.channelId, protocol: c.protocol, exchangeRate: c.exchangeRate }));
    return { threeDigits: this.#config.usdtThreeDigits, rates };
  }

  /** fund/usdt/Agreements: each chain USDT is received on, in configuration order, with its channels. */
  usdtAgreements(): UsdtAgreement[] {
    const byProtocol = new Map<string, UsdtAgreement>();
    for (const c of this.#usdtChannels()) {
      const agreement = byProtocol.get(c.protocol) ?? { protocol: c.protocol, channelIds: [] };
      agreement.channelIds.push(c.channelId);
      byProtocol.set(c.protocol, agreement);
    }
    return [...byProtocol.values()];
  }

  #usdtChannels(): ChannelConfig[] {
    return this.#config.channels.filter((c) => c.enabled && c.typeId === USDT_TYPE_ID);
  }
}
