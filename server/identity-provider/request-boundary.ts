/**
 * One check in front of every identity-provider route, before oidc-provider, the interaction pages
 * or the database see a request: the path, the query string and a form body must be well-formed
 * UTF-8 without control characters, each value at most MAX_VALUE_CHARS, each name at most once and
 * never list-style (`a[]`), the method one the route takes and a POST body a web form. A refused
 * request gets a 400 (405 for a method) — the provider's own page with a sentence on HTML routes
 * (a refused login or signup form comes back filled in), the OAuth error JSON on OAuth endpoints —
 * and one log line.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';

type Next = () => Promise<unknown>;

export const MAX_VALUE_CHARS = 4096;
/** Total size of a query string or a form body. */
export const MAX_INPUT_BYTES = 16 * 1024;
/** A longer body is not read to its end: the connection is closed after the answer. */
const MAX_DRAIN_BYTES = 1024 * 1024;
const MAX_NAME_CHARS = 100;
const MAX_PATH_CHARS = 2048;

export type RouteKind = 'html' | 'oauth';
export type FormName = 'login' | 'signup';

interface RouteRule {
  pattern: RegExp;
  methods: string[];
  kind: RouteKind;
  /** Answers CORS preflights (oidc-provider's CORS routes). */
  cors?: boolean;
  /** A refused post of this form is answered with the form again. */
  form?: FormName;
}

// oidc-provider matches its routes case-insensitively and with an optional trailing slash: so do
// these, so that no spelling of a route slips past its rule.
const route = (path: string) => new RegExp(`^${path}/?$`, 'i');
const INTERACTION = '/interaction/[\\w-]+';

const RULES: RouteRule[] = [
  { pattern: route('/authorize'), methods: ['GET'], kind: 'html' },
  { pattern: route('/authorize/[^/]+'), methods: ['GET'], kind: 'html' },
  { pattern: route('/oauth/token'), methods: ['POST'], kind: 'oauth', cors: true },
  { pattern: route('/oauth/revoke'), methods: ['POST'], kind: 'oauth', cors: true },
  { pattern: route('/v2/logout'), methods: ['GET'], kind: 'html' },
  { pattern: route('/v2/logout/confirm'), methods: ['POST'], kind: 'html' },
  { pattern: route('/v2/logout/success'), methods: ['GET'], kind: 'html' },
  { pattern: route(INTERACTION), methods: ['GET'], kind: 'html' },
  { pattern: route(`${INTERACTION}/login`), methods: ['POST'], kind: 'html', form: 'login' },
  { pattern: route(`${INTERACTION}/signup`), methods: ['GET', 'POST'], kind: 'html', form: 'signup' },
  { pattern: route(`${INTERACTION}/abort`), methods: ['POST'], kind: 'html' },
  { pattern: route('/verify-email'), methods: ['GET'], kind: 'html' },
  { pattern: route('/\\.well-known/(?:jwks\\.json|openid-configuration|oauth-authorization-server)'), methods: ['GET'], kind: 'oauth', cors: true },
  { pattern: route('/userinfo'), methods: ['GET', 'POST'], kind: 'oauth', cors: true },
];

/** Paths outside the table (a typo, a probe) are still checked; their answers are pages. */
function kindOfPath(path: string): RouteKind {
  return /^\/(?:oauth\/|userinfo|\.well-known\/)/i.test(path) ? 'oauth' : 'html';
}

function allowedMethods(rule: RouteRule): string[] {
  const methods = [...rule.methods];
  if (methods.includes('GET')) methods.push('HEAD');
  if (rule.cors) methods.push('OPTIONS');
  return methods;
}

/** What was wrong, in words for the page and the log (the value itself is never repeated). */
export interface Refusal {
  status: 400 | 405;
  /** A sentence a person understands; plain ASCII, as error_description requires. */
  message: string;
  /** For the log line. */
  reason: string;
}

const FIELD_LABELS: Record<string, string> = {
  email: 'Your email address',
  password: 'Your password',
  firstname: 'Your first name',
  lastname: 'Your last name',
};

/** A parameter's name as it may appear in a message: printable ASCII only, cut short. */
function shownName(name: string): string {
  const printable = name.replace(/[^\x20-\x7e]/g, '?').replaceAll("'", '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}...` : printable;
}

function fieldOf(name: string): string {
  return FIELD_LABELS[name] ?? `The parameter '${shownName(name)}'`;
}

const refuse = (message: string, reason: string): Refusal => ({ status: 400, message, reason });

class RefusedInput extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');
// C0 controls (tab, line feed and carriage return are text), DEL and the C1 controls.
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
const hasControl = (text: string) => Array.from(text).some((char) => isControl(char.charCodeAt(0)));
const withoutControls = (text: string) => Array.from(text, (char) => (isControl(char.charCodeAt(0)) ? '\ufffd' : char)).join('');
const HEX = /^[0-9a-f]{2}$/i;

/**
 * The bytes `raw` stands for: `%XX` escapes decoded, `+` a space when `plusIsSpace`. `raw` holds
 * one character per received byte (query strings and bodies are read as latin1). Strictly, only
 * printable ASCII may appear unescaped and every `%` starts an escape (otherwise undefined);
 * leniently, anything else is kept as it came.
 */
function toBytes(raw: string, plusIsSpace: boolean, strict: boolean): Uint8Array | undefined {
  const bytes = new Uint8Array(raw.length);
  let length = 0;
  for (let index = 0; index < raw.length; index += 1) {
    const code = raw.charCodeAt(index);
    if (code === 0x25 && HEX.test(raw.slice(index + 1, index + 3))) {
      bytes[length++] = Number.parseInt(raw.slice(index + 1, index + 3), 16);
      index += 2;
    } else if (strict && (code === 0x25 || code < 0x20 || code > 0x7e)) {
      return undefined;
    } else {
      bytes[length++] = plusIsSpace && code === 0x2b ? 0x20 : code & 0xff;
    }
  }
  return bytes.subarray(0, length);
}

/**
 * The decoded text, or the refusal that explains why it cannot be read: `field` names the part in
 * the message, `logged` in the log line.
 */
function decodeComponent(raw: string, plusIsSpace: boolean, field: string, logged: string): string {
  const bytes = toBytes(raw, plusIsSpace, true);
  if (!bytes) {
    throw new RefusedInput(refuse(`${field} contains a broken escape sequence or an unencoded character (a % sign must be followed by two hex digits).`, `invalid escape in ${logged}`));
  }
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    throw new RefusedInput(refuse(`${field} contains characters that could not be read (the text is not valid UTF-8). Type it again.`, `invalid UTF-8 in ${logged}`));
  }
  if (hasControl(text)) {
    throw new RefusedInput(refuse(`${field} contains a character that cannot be used, such as a null byte or another control character. Remove it and try again.`, `control character in ${logged}`));
  }
  return text;
}

/** Strictly parsed `name=value&...` pairs: every rule of the boundary applied to each. */
export function parseParameters(raw: string, where: 'query' | 'form'): Map<string, string> {
  if (raw.length > MAX_INPUT_BYTES) {
    const what = where === 'query' ? 'The address is' : 'The form is';
    throw new RefusedInput(refuse(`${what} too long: at most ${MAX_INPUT_BYTES / 1024} KB are accepted.`, `${where} longer than ${MAX_INPUT_BYTES} bytes`));
  }
  const parameters = new Map<string, string>();
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const split = pair.indexOf('=');
    const rawName = split === -1 ? pair : pair.slice(0, split);
    const rawValue = split === -1 ? '' : pair.slice(split + 1);
    const name = decodeComponent(rawName, true, 'A parameter name', 'a parameter name');
    const field = fieldOf(name);
    if (name.length > MAX_NAME_CHARS) throw new RefusedInput(refuse(`A parameter name is too long: at most ${MAX_NAME_CHARS} characters.`, 'parameter name too long'));
    if (/[[\]]/.test(name)) {
      throw new RefusedInput(refuse(`${field} was sent as a list; only single values are accepted.`, `list-style name ${shownName(name)}`));
    }
    const value = decodeComponent(rawValue, true, field, shownName(name));
    if (value.length > MAX_VALUE_CHARS) {
      throw new RefusedInput(refuse(`${field} is too long: at most ${MAX_VALUE_CHARS.toLocaleString('en-GB')} characters are accepted.`, `${shownName(name)} longer than ${MAX_VALUE_CHARS} characters`));
    }
    if (parameters.has(name)) {
      throw new RefusedInput(refuse(`${field} was sent more than once; send it once.`, `${shownName(name)} repeated`));
    }
    parameters.set(name, value);
  }
  return parameters;
}

/**
 * What the visitor typed, for showing the refused form again: every escape that can be read is
 * read, the rest kept as typed, unreadable or control characters become U+FFFD, and each value is
 * cut at the length the form accepts. The first of repeated fields wins.
 */
export function lenientParameters(raw: string): Map<string, string> {
  const decode = (text: string) => withoutControls(lenientUtf8.decode(toBytes(text, true, false)));
  const values = new Map<string, string>();
  for (const pair of raw.split('&')) {
    const split = pair.indexOf('=');
    if (split <= 0) continue;
    const name = decode(pair.slice(0, split));
    if (!values.has(name)) values.set(name, decode(pair.slice(split + 1)).slice(0, MAX_VALUE_CHARS));
  }
  return values;
}

function checkPath(path: string) {
  if (path.length > MAX_PATH_CHARS) throw new RefusedInput(refuse('The address is too long.', 'path too long'));
  decodeComponent(path, false, 'The address', 'the path');
}

function isFormContentType(contentType: string): boolean {
  const [type = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/x-www-form-urlencoded') return false;
  return parameters.every((parameter) => !parameter.startsWith('charset=') || parameter === 'charset=utf-8');
}

/**
 * Reads the body: its first MAX_INPUT_BYTES and whether there was more. A longer body is drained
 * (up to MAX_DRAIN_BYTES, then the connection closes after the answer) so the answer is not cut off
 * by an unread upload.
 */
async function readBody(ctx: KoaContextWithOIDC): Promise<{ body: Buffer; tooLong: boolean }> {
  const chunks: Buffer[] = [];
  let received = 0;
  if (Number(ctx.get('content-length') || 0) > MAX_DRAIN_BYTES) {
    ctx.set('Connection', 'close');
    return { body: Buffer.alloc(0), tooLong: true };
  }
  for await (const chunk of ctx.req) {
    const buffer = chunk as Buffer;
    if (received < MAX_INPUT_BYTES) chunks.push(buffer.subarray(0, MAX_INPUT_BYTES - received));
    received += buffer.length;
    if (received > MAX_DRAIN_BYTES) {
      ctx.set('Connection', 'close');
      break;
    }
  }
  return { body: Buffer.concat(chunks), tooLong: received > MAX_INPUT_BYTES };
}

/**
 * oidc-provider reads the body itself (shared/selective_body.js reads `req` while it is readable);
 * after the check the already-read bytes are handed to it the same way.
 */
function replayBody(ctx: KoaContextWithOIDC, body: Buffer) {
  const req = ctx.req;
  Object.defineProperty(req, 'readable', { configurable: true, value: true });
  Object.defineProperty(req, 'iterator', {
    configurable: true,
    value: async function* replay() {
      yield body;
    },
  });
}

const checkedForms = new WeakMap<object, Map<string, string>>();

/** The parsed form a POST to an interaction page carried (the boundary has checked it). */
export function submittedForm(ctx: KoaContextWithOIDC): Map<string, string> {
  return checkedForms.get(ctx.req) ?? new Map();
}

export interface RefusalContext {
  ctx: KoaContextWithOIDC;
  refusal: Refusal;
  /** The form this refused request posted, with what the visitor typed (lenient). */
  form?: { name: FormName; uid: string; values: Map<string, string> };
}

export interface RequestBoundaryOptions {
  /** Origins allowed to read OAuth answers cross-site (the SPA's). */
  appOrigins: string[];
  /** Renders a refused HTML request: the refusal page, or the form filled in again. */
  renderRefusal(context: RefusalContext): Promise<string>;
  log(line: string): void;
}

function describe(ctx: KoaContextWithOIDC): string {
  const path = ctx.path.length > 80 ? `${ctx.path.slice(0, 80)}...` : ctx.path;
  return `${ctx.method.slice(0, 10)} ${JSON.stringify(path).slice(1, -1)}`;
}

export function createRequestBoundary({ appOrigins, renderRefusal, log }: RequestBoundaryOptions) {
  return async function requestBoundary(ctx: KoaContextWithOIDC, next: Next) {
    const rule = RULES.find(({ pattern }) => pattern.test(ctx.path));
    const kind = rule?.kind ?? kindOfPath(ctx.path);
    let rawBody: string | undefined;
    try {
      checkPath(ctx.path);
      if (rule && !allowedMethods(rule).includes(ctx.method)) {
        ctx.set('Allow', allowedMethods(rule).join(', '));
        throw new RefusedInput({
          status: 405,
          message: `This address does not take ${shownName(ctx.method)} requests (only ${rule.methods.join(' or ')}).`,
          reason: `method not allowed`,
        });
      }
      parseParameters(ctx.querystring, 'query');
      if (ctx.method === 'POST') {
        const contentType = ctx.get('content-type');
        const empty = ctx.get('transfer-encoding') === '' && Number(ctx.get('content-length') || 0) === 0;
        const isForm = isFormContentType(contentType);
        const { body, tooLong } = await readBody(ctx);
        if (!isForm && !(empty && contentType === '')) {
          throw new RefusedInput(refuse('This address only takes web forms (application/x-www-form-urlencoded, UTF-8).', `content type ${shownName(contentType || 'none')}`));
        }
        rawBody = body.toString('latin1');
        if (tooLong) {
          throw new RefusedInput(refuse(`The form is too long: at most ${MAX_INPUT_BYTES / 1024} KB are accepted.`, `body longer than ${MAX_INPUT_BYTES} bytes`));
        }
        checkedForms.set(ctx.req, parseParameters(rawBody, 'form'));
        replayBody(ctx, body);
      }
    } catch (error) {
      if (!(error instanceof RefusedInput)) throw error;
      const { refusal } = error;
      log(`[idp] refused ${describe(ctx)}: ${refusal.reason} (${refusal.status})`);
      ctx.status = refusal.status;
      ctx.set('Cache-Control', 'no-store');
      if (kind === 'oauth') {
        const origin = ctx.get('origin');
        if (rule?.cors && origin && appOrigins.includes(origin)) {
          ctx.set('Access-Control-Allow-Origin', origin);
          ctx.vary('Origin');
        }
        ctx.type = 'json';
        ctx.body = { error: 'invalid_request', error_description: refusal.message };
        return;
      }
      const uid = /^\/interaction\/([\w-]+)\//.exec(ctx.path)?.[1];
      const form =
        rule?.form && ctx.method === 'POST' && uid !== undefined && rawBody !== undefined
          ? { name: rule.form, uid, values: lenientParameters(rawBody) }
          : undefined;
      ctx.type = 'html';
      ctx.body = await renderRefusal({ ctx, refusal, form });
      return;
    }
    await next();
  };
}
