// Authentication's public face: what the account layer and the shells import.
export type { AuthState, AuthStateListener, ObservedAuthorizer, SignedOutReason } from './auth-state.js';
export { OAuthAuthorizer, type OAuthAuthorizerOptions } from './oauth-authorizer.js';
export { TokenPairAuthorizer } from './token-pair-authorizer.js';
export { signInWithBrowser, authorizeUrl, type BrowserSignInOptions } from './oauth-login.js';
export { TokenEndpoint, type TokenEndpointOptions, type TokenGrant } from './token-endpoint.js';
export type { ClientCredentials, Now, OAuthTokens, ServiceAddress } from './oauth-tokens.js';
