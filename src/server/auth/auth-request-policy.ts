import { createAuthMiddleware } from 'better-auth/api';
import { checkPasswordPolicy } from './password-policy-hook';
import { checkRedirectTargets } from './redirect-target-policy';

/** Our rules in front of every better-auth endpoint: redirect targets stay on this site; no common passwords. */
export function authRequestPolicy(publicUrl: string | undefined) {
  const ownOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return createAuthMiddleware(async (ctx) => {
    const body = ctx.body as Record<string, unknown> | undefined;
    checkRedirectTargets([body, ctx.query as Record<string, unknown> | undefined], ownOrigin);
    checkPasswordPolicy(ctx.path, body);
  });
}
