/**
 * Security headers of the identity provider's pages, from helmet (docs/security.md); the portal
 * uses the shared part (the options both servers set, the hashes of inline blocks) through the
 * package's entry. Scripts run only from files of the own origin or as inline blocks whose SHA-256
 * is in the policy; nothing may frame the provider, except its web_message answer (silent login),
 * which the portal's own origins may frame.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import helmet, { type HelmetOptions } from 'helmet';

import type { IdentityProviderMode } from './cookie-policy';

/** Headers shared by both servers: no framing, no sniffing, no referrer, HSTS only behind TLS. */
export function commonSecurityOptions(mode: IdentityProviderMode): HelmetOptions {
  return {
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'no-referrer' },
    // Plain-HTTP localhost in demo mode: HSTS would be ignored there, and must not stick to localhost.
    strictTransportSecurity: mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

const INLINE_BLOCK = /<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/gi;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of the inline `<script>` and `<style>` blocks of an HTML page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes = '', content = ''] of html.matchAll(INLINE_BLOCK)) {
    if (tag?.toLowerCase() === 'script') {
      if (!/\ssrc\s*=/i.test(attributes)) scripts.add(sha256(content));
    } else {
      styles.add(sha256(content));
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function identityProviderPolicy(appOrigins: readonly string[], html: string, framedBy: readonly string[] | undefined): string {
  const { scripts, styles } = inlineHashes(html);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scripts]],
    ['style-src', ["'self'", ...styles]],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    // Forms post to the identity provider itself; form_post answers post to a portal origin.
    ['form-action', ["'self'", ...appOrigins]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', framedBy?.length ? [...framedBy] : ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The shape of a Koa context this middleware needs (oidc-provider's is one). */
interface KoaLikeContext {
  req: IncomingMessage;
  res: ServerResponse;
  body: unknown;
  response: { get(field: string): string; remove(field: string): void };
  set(field: string, value: string): void;
}

/**
 * Koa middleware for the identity provider (oidc-provider's `provider.use`). Sets the headers
 * first, so oidc-provider can mark its web_message answer as meant to be framed (it drops
 * X-Frame-Options and frame-ancestors); afterwards the policy is rebuilt with the hashes of the
 * page's inline blocks, and a web_message answer gets `frame-ancestors` of the portal's origins.
 */
export function identityProviderSecurityHeaders(options: { appOrigins: readonly string[]; mode: IdentityProviderMode }) {
  const apply = helmet({
    ...commonSecurityOptions(options.mode),
    contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"], 'frame-ancestors': ["'none'"] } },
  });
  return async (ctx: KoaLikeContext, next: () => Promise<unknown>) => {
    apply(ctx.req, ctx.res, () => undefined);
    await next();
    const policy = ctx.response.get('content-security-policy');
    const framedByPortal = Boolean(policy) && !policy.includes('frame-ancestors');
    const html = typeof ctx.body === 'string' ? ctx.body : '';
    ctx.set('content-security-policy', identityProviderPolicy(options.appOrigins, html, framedByPortal ? options.appOrigins : undefined));
    if (framedByPortal) ctx.response.remove('x-frame-options');
  };
}
