// The token pair (spec 5.1): API key and secret as HTTP Basic on every call, for an organisation's own desks.
// Nothing to refresh, so a 401 means the key or secret is wrong and no retry can help.
import { signedOut } from '../api/api-errors.js';
import {
  AuthStateEvents, signedOutState, type AuthState, type AuthStateListener, type ObservedAuthorizer,
} from './auth-state.js';

export class TokenPairAuthorizer implements ObservedAuthorizer {
  private readonly header: string;
  private refused = false;
  private readonly events: AuthStateEvents;

  /** `log`: the desk's log. */
  constructor(apiKey: string, apiSecret: string, log: (message: string) => void) {
    this.events = new AuthStateEvents(log);
    this.header = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
  }

  authorization(): Promise<string> {
    if (this.refused) return Promise.reject(signedOut(this.state().message, this.state().reason));
    return Promise.resolve(this.header);
  }

  /** Always false: the same key and secret would be refused again. The state says what to do. */
  rejected(): Promise<boolean> {
    this.refused = true;
    this.events.publish(this.state());
    return Promise.resolve(false);
  }

  state(): AuthState {
    return this.refused ? signedOutState('key-refused') : { status: 'signed-in', refreshExpiresAt: null };
  }

  onState(listener: AuthStateListener): () => void {
    return this.events.on(listener);
  }
}
