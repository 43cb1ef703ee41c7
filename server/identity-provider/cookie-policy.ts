/**
 * The attributes every identity-provider cookie carries, whatever set it (oidc-provider's session
 * and interaction cookies, their `.sig` companions): HttpOnly and SameSite always, and Secure in
 * production mode — also when a proxy forgets X-Forwarded-Proto. On plain-HTTP localhost in demo
 * mode the cookies stay without Secure, so the browser keeps them.
 */
import type { KoaContextWithOIDC } from 'oidc-provider';

export type IdentityProviderMode = 'demo' | 'production';

type Next = () => Promise<unknown>;

export function withCookieAttributes(cookie: string, secure: boolean): string {
  const names = new Set(cookie.split(';').slice(1).map((attribute) => attribute.split('=')[0]!.trim().toLowerCase()));
  let hardened = cookie;
  if (!names.has('httponly')) hardened += '; httponly';
  if (!names.has('samesite')) hardened += '; samesite=lax';
  if (secure && !names.has('secure')) hardened += '; secure';
  return hardened;
}

export function createCookiePolicy(mode: IdentityProviderMode) {
  const secure = mode === 'production';
  return async function cookiePolicy(ctx: KoaContextWithOIDC, next: Next) {
    await next();
    const cookies = ctx.response.get('set-cookie') as string | string[] | undefined;
    if (!cookies || cookies.length === 0) return;
    ctx.set('Set-Cookie', (Array.isArray(cookies) ? cookies : [cookies]).map((cookie) => withCookieAttributes(cookie, secure)));
  };
}
