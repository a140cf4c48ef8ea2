import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { OPERATOR_API_KEY_HEADER, OPERATOR_TOKEN_HEADER } from '@qilin/contract';
import { formatFenFixed } from '@qilin/domain';
import { type Env, loadEnv } from '../env';
import { PAY_TYPES } from '../modules/payment';
import { auditVerifyMain } from './audit-verify';
import { renderTable } from './table';

/**
 * `npm run operator -- <command>`: deposit and withdrawal review from a terminal. It speaks the
 * running server's operator REST API (`/api/admin/*`, header x-admin-token = ADMIN_TOKEN), so it
 * works against any process of a deployment and moves money only through the server's services.
 */

export const DEFAULT_URL = 'http://127.0.0.1:8080';

export type OperatorIo = {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  adminToken: string;
  /** An operator session token (OPERATOR_TOKEN): sent instead of the shared token, with that operator's permissions. */
  operatorToken?: string | undefined;
  /** A scoped operator API key (OPERATOR_API_KEY): preferred over both tokens, with the key's permissions. */
  operatorApiKey?: string | undefined;
};

const USAGE = `usage: npm run operator -- <command> [options]

commands:
  deposits                       list deposits awaiting review (--status paid,pending  --limit 100)
  deposit-confirm <id>           credit a deposit to the member's wallet (once, however often asked)
  deposit-reject <id> --reason <text>
  deposit-evidence <id> --out <file>   save the member's transfer receipt image
  withdrawals                    list pending withdrawals (--limit 100)
  withdraw-approve <id>          pay out a withdrawal (its hold goes to withdrawals clearing)
  withdraw-reject <id> --reason <text>   return the held amount to the member
  audit-verify                   prove the operator audit log's hash chain intact (reads the database)

options:
  --url <base>    server to talk to (default ${DEFAULT_URL}); credentials: OPERATOR_API_KEY (a
                  scoped key an owner made) when set, else OPERATOR_TOKEN (an operator's session,
                  from signing in), else ADMIN_TOKEN (development / bootstrap only)
  -h, --help      this text
`;

/** A refusal to show the operator: the server's error_message, or what went wrong on the way. */
class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

type Options = { url: string; reason?: string; status?: string; limit?: string; out?: string };
type Envelope = { success?: boolean; result?: unknown; error_message?: string };

type DepositRow = {
  id: number;
  order_sn: string;
  username: string;
  member_id: number;
  amount_fen: number;
  type_id: number;
  status: string;
  payer_name: string;
  has_evidence: boolean;
  created_at: string;
};

type WithdrawalRow = {
  id: number;
  memberId: number;
  amountFen: number;
  typeName: string;
  account: string;
  status: string;
  reason: string;
  createdAt: string;
};

const yuan = (fen: number) => formatFenFixed(fen);

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (fixed +08:00, no DST) whatever the terminal's zone. */
function shanghai(iso: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  return new Date(t + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function idArg(positionals: string[]): number {
  const raw = positionals[1];
  if (raw === undefined || !/^\d{1,12}$/.test(raw) || Number(raw) === 0) {
    throw new CliError(`${positionals[0]} needs a numeric id\n\n${USAGE}`, 2);
  }
  return Number(raw);
}

class AdminApi {
  constructor(
    private readonly base: string,
    private readonly auth: Record<string, string>,
  ) {}

  async send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    let url: URL;
    try {
      url = new URL(path, this.base);
    } catch {
      throw new CliError(`invalid --url: ${this.base}`, 2);
    }
    try {
      return await fetch(url, {
        method,
        headers: {
          ...this.auth,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new CliError(`cannot reach ${url.origin} (${cause})`);
    }
  }

  /** The envelope's result, or a CliError carrying the server's error_message. */
  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await this.send(method, path, body);
    const text = await res.text();
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      throw new CliError(`unexpected answer from the server (HTTP ${res.status}): ${text.slice(0, 200)}`);
    }
    if (!res.ok || envelope.success !== true) {
      throw new CliError(envelope.error_message || `request failed (HTTP ${res.status})`);
    }
    return envelope.result as T;
  }
}

function depositTable(rows: DepositRow[]): string {
  return renderTable(rows, [
    { title: 'ID', value: (r) => String(r.id), right: true },
    { title: 'ORDER', value: (r) => r.order_sn },
    { title: 'MEMBER', value: (r) => `${r.username} (#${r.member_id})` },
    { title: 'AMOUNT', value: (r) => yuan(r.amount_fen), right: true },
    { title: 'TYPE', value: (r) => PAY_TYPES[r.type_id as keyof typeof PAY_TYPES] ?? String(r.type_id) },
    { title: 'STATUS', value: (r) => r.status },
    { title: 'PAYER', value: (r) => r.payer_name || '-' },
    { title: 'EVIDENCE', value: (r) => (r.has_evidence ? 'yes' : 'no') },
    { title: 'CREATED', value: (r) => shanghai(r.created_at) },
  ]);
}

function withdrawalTable(rows: WithdrawalRow[]): string {
  return renderTable(rows, [
    { title: 'ID', value: (r) => String(r.id), right: true },
    { title: 'MEMBER', value: (r) => `#${r.memberId}` },
    { title: 'AMOUNT', value: (r) => yuan(r.amountFen), right: true },
    { title: 'TYPE', value: (r) => r.typeName },
    { title: 'ACCOUNT', value: (r) => r.account },
    { title: 'STATUS', value: (r) => r.status },
    { title: 'APPLIED', value: (r) => shanghai(r.createdAt) },
  ]);
}

function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return q ? `?${q}` : '';
}

function needReason(o: Options, command: string): string {
  if (!o.reason?.trim()) throw new CliError(`${command} needs --reason <text>`, 2);
  return o.reason;
}

const LIST_COMMANDS = new Set(['deposits', 'withdrawals']);

/** Runs one command; answers the text to print. */
async function run(api: AdminApi, positionals: string[], o: Options): Promise<string> {
  const command = positionals[0];
  // A stray word is refused rather than ignored: it usually is half of an unquoted --reason.
  const extra = positionals.slice(command !== undefined && LIST_COMMANDS.has(command) ? 1 : 2);
  if (extra.length > 0) throw new CliError(`unexpected argument: ${extra.join(' ')} (quote the reason?)`, 2);
  switch (command) {
    case 'deposits': {
      const rows = await api.call<DepositRow[]>(
        'GET',
        `/api/admin/deposits${query({ status: o.status, limit: o.limit })}`,
      );
      return rows.length === 0 ? 'no deposits awaiting review' : depositTable(rows);
    }
    case 'deposit-confirm': {
      const id = idArg(positionals);
      const r = await api.call<{ order: DepositRow; credited: boolean }>(
        'POST',
        `/api/admin/deposits/${id}/confirm`,
        {},
      );
      return r.credited
        ? `deposit ${id} (${r.order.order_sn}) confirmed: ${yuan(r.order.amount_fen)} credited to member #${r.order.member_id}`
        : `deposit ${id} (${r.order.order_sn}) was already confirmed; nothing credited again`;
    }
    case 'deposit-reject': {
      const id = idArg(positionals);
      const r = await api.call<DepositRow & { reject_reason: string }>(
        'POST',
        `/api/admin/deposits/${id}/reject`,
        { reason: needReason(o, command) },
      );
      return `deposit ${id} (${r.order_sn}) rejected: ${r.reject_reason}`;
    }
    case 'deposit-evidence': {
      const id = idArg(positionals);
      if (!o.out) throw new CliError('deposit-evidence needs --out <file>', 2);
      const res = await api.send('GET', `/api/admin/deposits/${id}/evidence`);
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as Envelope;
        throw new CliError(body.error_message || `request failed (HTTP ${res.status})`);
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      await writeFile(o.out, bytes);
      return `deposit ${id}: ${res.headers.get('content-type')} receipt, ${bytes.length} bytes → ${o.out}`;
    }
    case 'withdrawals': {
      const rows = await api.call<WithdrawalRow[]>(
        'GET',
        `/api/admin/withdrawals${query({ limit: o.limit })}`,
      );
      return rows.length === 0 ? 'no pending withdrawals' : withdrawalTable(rows);
    }
    case 'withdraw-approve': {
      const id = idArg(positionals);
      const r = await api.call<WithdrawalRow | { pending: true; approval_id: number }>(
        'POST',
        `/api/admin/withdrawals/${id}/approve`,
        {},
      );
      if ('pending' in r)
        return `withdrawal ${id} needs a second operator: approval ${r.approval_id} is pending`;
      return `withdrawal ${id} approved: ${yuan(r.amountFen)} to ${r.typeName} ${r.account} (status ${r.status})`;
    }
    case 'withdraw-reject': {
      const id = idArg(positionals);
      const r = await api.call<WithdrawalRow>('POST', `/api/admin/withdrawals/${id}/reject`, {
        reason: needReason(o, command),
      });
      return `withdrawal ${id} rejected: ${yuan(r.amountFen)} returned to member #${r.memberId} (${r.reason})`;
    }
    default:
      throw new CliError(command === undefined ? USAGE : `unknown command: ${command}\n\n${USAGE}`, 2);
  }
}

/** The CLI as a function (tests call it with argv and captured streams): 0 ok, 1 refused, 2 usage. */
export async function main(argv: string[], io: OperatorIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const options: Options = { ...parsed.values, url: parsed.values.url ?? DEFAULT_URL };
  try {
    const auth: Record<string, string> = io.operatorApiKey
      ? { [OPERATOR_API_KEY_HEADER]: io.operatorApiKey }
      : io.operatorToken
        ? { [OPERATOR_TOKEN_HEADER]: io.operatorToken }
        : { 'x-admin-token': io.adminToken };
    const text = await run(new AdminApi(options.url, auth), parsed.positionals, options);
    io.stdout.write(`${text}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.stderr.write(`error: ${error.message}\n`);
    return error.exitCode;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      url: { type: 'string' },
      reason: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function tokensOf(env: Env) {
  return { adminToken: env.adminToken, operatorToken: env.operatorToken, operatorApiKey: env.operatorApiKey };
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  const io = { stdout: process.stdout, stderr: process.stderr };
  const argv = process.argv.slice(2);
  Promise.resolve()
    // audit-verify reads the database itself: it must not trust the server whose log it checks.
    .then(() =>
      argv[0] === 'audit-verify' ? auditVerifyMain() : main(argv, { ...io, ...tokensOf(loadEnv()) }),
    )
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        process.stderr.write(`operator CLI failed: ${(error as Error).message ?? String(error)}\n`);
        process.exitCode = 1;
      },
    );
}
