import { parseWireYuan } from '@qilin/contract';
import { yuanToFen } from '@qilin/domain';

/** A yuan amount from the wire (number or canonical text, see parseWireYuan) in fen; null if it is none. */
export function yuanFen(value: unknown): number | null {
  const text = parseWireYuan(value);
  return text === undefined ? null : yuanToFen(text);
}
