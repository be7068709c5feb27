import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '../config/load-config';

/**
 * Google as an OpenID Connect provider. The issuer is configurable (GOOGLE_ISSUER) so tests run the
 * whole flow against a real OIDC server on loopback. Account choice is forced; only e-mail and
 * profile are asked for; an address Google has not verified is refused.
 */
export function googleProvider(config: Config): GenericOAuthConfig {
  const google = config.google!;
  return {
    providerId: 'google',
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    discoveryUrl: `${google.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
    scopes: ['openid', 'email', 'profile'],
    prompt: 'select_account',
    pkce: true,
    mapProfileToUser: (profile) => ({
      email: String(profile.email).toLowerCase(),
      name: String(profile.name ?? profile.email),
      emailVerified: profile.email_verified === true,
    }),
  };
}
