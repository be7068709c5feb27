import { OAuth2Server } from 'oauth2-mock-server';

export interface GoogleAccount {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}

/**
 * A real OpenID Connect server on loopback standing in for Google. `nextAccount` is the account the
 * "user" picks on the next sign-in; the server puts it in both the ID token and the userinfo answer.
 */
export async function startMockGoogle() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const state: { nextAccount: GoogleAccount; lastAuthorizeQuery?: URLSearchParams } = {
    nextAccount: { sub: 'google-1', email: 'gina@example.com', name: 'Gina', email_verified: true },
  };
  server.service.on('beforeAuthorizeRedirect', (_redirect, request) => {
    state.lastAuthorizeQuery = new URL(request.url ?? '', 'http://x').searchParams;
  });
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, state.nextAccount);
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...state.nextAccount };
  });
  return {
    issuer: server.issuer.url!,
    state,
    stop: () => server.stop(),
  };
}
