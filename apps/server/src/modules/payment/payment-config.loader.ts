import { readFile } from 'node:fs/promises';
import { defaultPaymentConfig, type PaymentConfig } from './payment.config';
import { paymentConfigFileSchema } from './payment-config.schema';

/**
 * The payment configuration for this process: the JSON file `PAYMENT_CONFIG` names, or the demo
 * default. A missing, unreadable or invalid file stops the server at startup with one line per
 * problem (field path and reason), never a half-configured cashier.
 */
export async function loadPaymentConfig(
  file: string | undefined,
  turnoverMultiple: number,
): Promise<PaymentConfig> {
  if (file === undefined) return { ...defaultPaymentConfig, turnoverMultiple };
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid payment config ${file}: ${(error as Error).message}`);
  }
  const parsed = paymentConfigFileSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new Error(`Invalid payment config ${file}:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, turnoverMultiple };
}
