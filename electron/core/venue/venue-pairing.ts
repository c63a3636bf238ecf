// Pairing as one desk of a venue does it: the codes it shows, the answer to a desk that typed one, and
// the request when this desk types another's. The sealed messages themselves are pairing.ts. They travel over the
// same TLS as the links (secure-link.ts), and each side checks that the other's record names the key its TLS
// handshake proved, so the desk paired with is the desk at the other end of the connection.
import type { TLSSocket } from 'node:tls';
import WebSocket from 'ws';
import type { LinkCredentials } from './link-certificate.js';
import { acceptedJoiner, pairAnswer, pairingOutcome, pairRefusal, pairRequest, type PairingOffer } from './pairing.js';
import { formatPairingCode, newPairingSecret, PAIRING_OFFER_MS, parsePairingCode } from './pairing-code.js';
import { CLOSE_NOT_MEMBER, linkTls, MAX_FRAME, parseJson, peerLinkKey } from './secure-link.js';
import type { VenueMember, VenueState } from './venue-state.js';

export type JoinResult = { ok: true; joined: string } | { ok: false; message: string };

export interface PairingDesk {
  state: VenueState;
  /** The service account this desk is signed in to (venue-account.ts); null while the desk has not heard the service. */
  account(): string | null;
  now(): number;
  /** This desk's member record as it stands: its address, port, name and key. */
  self(): VenueMember;
  /** The address other desks reach this one at; null while its network has none. */
  address(): string | null;
  network(): string | null;
  credentials: LinkCredentials;
}

export class VenuePairing {
  private offers: PairingOffer[] = [];

  constructor(private readonly desk: PairingDesk) {}

  /** A code to show on this desk for two minutes; the desk that enters it joins this desk's venue. */
  offer(): string {
    if (this.desk.account() === null) throw new Error(NOT_HEARD);
    const host = this.desk.address();
    if (!host) throw new Error(`The network this desk's venue uses (${this.desk.network()}) is not connected, so no desk could reach this one.`);
    const secret = newPairingSecret();
    const now = this.desk.now();
    this.offers = [...this.offers.filter((o) => o.expiresAt > now), { secret, expiresAt: now + PAIRING_OFFER_MS }];
    return formatPairingCode({ host, port: this.desk.self().port, secret });
  }

  /** Whether this desk shows a code now: a desk that is no member may then connect, to pair. */
  offering(): boolean {
    return this.offers.some((o) => o.expiresAt > this.desk.now());
  }

  /** Joins the venue of the desk that shows this code. */
  async join(typed: string): Promise<JoinResult> {
    const code = parsePairingCode(typed);
    if (!code) return { ok: false, message: 'That is not a pairing code. Check the code the other desk shows and type it again.' };
    const account = this.desk.account();
    if (account === null) return { ok: false, message: NOT_HEARD };
    const me = this.desk.self();
    const { answer, key } = await exchangeOnce(`wss://${code.host}:${code.port}`, pairRequest(code.secret, me, account), this.desk.credentials);
    const outcome = pairingOutcome(code.secret, answer, me.key);
    if (outcome && 'refused' in outcome) return { ok: false, message: outcome.refused };
    if (!outcome || outcome.host.linkKey !== key) return { ok: false, message: 'The other desk did not accept this code. Show a new code on it and try again.' };
    // Both ends check: a desk that answers for another account is not joined either.
    if (outcome.account !== account) return { ok: false, message: OTHER_ACCOUNT };
    const { state } = this.desk;
    state.put(state.admitted, `${me.deskId}>${outcome.host.deskId}`, outcome.host);
    return { ok: true, joined: outcome.host.name };
  }

  /** A desk that typed one of this desk's codes (its TLS handshake proved `key`): it joins, or is told why not. */
  answer(socket: WebSocket, request: Record<string, unknown>, key: string | null): void {
    const accepted = request.t === 'pair' ? acceptedJoiner(this.offers, request, this.desk.now()) : null;
    if (!accepted || accepted.joiner.linkKey !== key) return socket.close(CLOSE_NOT_MEMBER);
    this.offers = this.offers.filter((o) => o !== accepted.offer);
    const account = this.desk.account();
    if (account === null || accepted.account !== account) {
      socket.send(JSON.stringify(pairRefusal(accepted.offer.secret, OTHER_ACCOUNT)));
      return socket.close();
    }
    const { state } = this.desk;
    state.put(state.admitted, `${this.desk.self().deskId}>${accepted.joiner.deskId}`, accepted.joiner);
    socket.send(JSON.stringify(pairAnswer(accepted.offer.secret, this.desk.self(), accepted.joiner.key, account)));
    socket.close();
  }
}

const OTHER_ACCOUNT = 'That desk is signed in to another booking service account (another address, or another account there); '
  + 'only desks of one account share a venue.';
const NOT_HEARD = 'This desk has not heard from the booking service yet, so it cannot tell which account it is signed in to. '
  + 'Pair once the service answers.';

interface Exchanged { answer: Record<string, unknown> | null; key: string | null }

/**
 * Sends one JSON message and waits for one JSON answer (or the socket closing, or 5 s): the pairing exchange. With
 * the answer, the link key the other desk proved in the TLS handshake.
 */
function exchangeOnce(url: string, message: Record<string, unknown>, credentials: LinkCredentials): Promise<Exchanged> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { ...linkTls(credentials), handshakeTimeout: 5_000, maxPayload: MAX_FRAME });
    let key: string | null = null;
    const timer = setTimeout(() => { socket.terminate(); resolve({ answer: null, key }); }, 5_000);
    const done = (answer: Record<string, unknown> | null) => { clearTimeout(timer); resolve({ answer, key }); socket.close(); };
    socket.once('upgrade', (response: { socket: TLSSocket }) => { key = peerLinkKey(response.socket); });
    socket.on('open', () => socket.send(JSON.stringify(message)));
    socket.on('message', (data: Buffer, isBinary: boolean) => done(parseJson(data, isBinary)));
    socket.on('close', () => done(null));
    socket.on('error', () => done(null));
  });
}
