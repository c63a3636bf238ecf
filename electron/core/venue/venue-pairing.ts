// Pairing as one desk of a venue does it (issue 23): the codes it shows, the answer to a desk that typed one, and
// the request when this desk types another's. The sealed messages themselves are pairing.ts.
import WebSocket from 'ws';
import { acceptedJoiner, pairAnswer, pairingOutcome, pairRefusal, pairRequest, type PairingOffer } from './pairing.js';
import { formatPairingCode, newPairingSecret, PAIRING_OFFER_MS, parsePairingCode } from './pairing-code.js';
import { CLOSE_NOT_MEMBER, MAX_FRAME, parseJson } from './secure-link.js';
import type { VenueMember, VenueState } from './venue-state.js';

export type JoinResult = { ok: true; joined: string } | { ok: false; message: string };

export interface PairingDesk {
  state: VenueState;
  accountId: string;
  now(): number;
  /** This desk's member record as it stands: its address, port, name and key. */
  self(): VenueMember;
  /** The address other desks reach this one at; null while its network has none. */
  address(): string | null;
  network(): string | null;
}

export class VenuePairing {
  private offers: PairingOffer[] = [];

  constructor(private readonly desk: PairingDesk) {}

  /** A code to show on this desk for two minutes; the desk that enters it joins this desk's venue. */
  offer(): string {
    const host = this.desk.address();
    if (!host) throw new Error(`The network this desk's venue uses (${this.desk.network()}) is not connected, so no desk could reach this one.`);
    const secret = newPairingSecret();
    const now = this.desk.now();
    this.offers = [...this.offers.filter((o) => o.expiresAt > now), { secret, expiresAt: now + PAIRING_OFFER_MS }];
    return formatPairingCode({ host, port: this.desk.self().port, secret });
  }

  /** Joins the venue of the desk that shows this code. */
  async join(typed: string): Promise<JoinResult> {
    const code = parsePairingCode(typed);
    if (!code) return { ok: false, message: 'That is not a pairing code. Check the code the other desk shows and type it again.' };
    const me = this.desk.self();
    const answer = await exchangeOnce(`ws://${code.host}:${code.port}`, pairRequest(code.secret, me));
    const outcome = pairingOutcome(code.secret, answer, me.key);
    if (outcome && 'refused' in outcome) return { ok: false, message: outcome.refused };
    if (!outcome) return { ok: false, message: 'The other desk did not accept this code. Show a new code on it and try again.' };
    const { state } = this.desk;
    state.put(state.admitted, `${me.deskId}>${outcome.host.deskId}`, outcome.host);
    return { ok: true, joined: outcome.host.name };
  }

  /** A desk that typed one of this desk's codes: it joins, or is told why not. */
  answer(socket: WebSocket, request: Record<string, unknown>): void {
    const accepted = request.t === 'pair' ? acceptedJoiner(this.offers, request, this.desk.now()) : null;
    if (!accepted) return socket.close(CLOSE_NOT_MEMBER);
    this.offers = this.offers.filter((o) => o !== accepted.offer);
    if (accepted.joiner.accountId !== this.desk.accountId) {
      socket.send(JSON.stringify(pairRefusal(accepted.offer.secret, 'That desk is signed in to another account; only desks of one account share a venue.')));
      return socket.close();
    }
    const { state } = this.desk;
    state.put(state.admitted, `${this.desk.self().deskId}>${accepted.joiner.deskId}`, accepted.joiner);
    socket.send(JSON.stringify(pairAnswer(accepted.offer.secret, this.desk.self(), accepted.joiner.key)));
    socket.close();
  }
}

/** Sends one JSON message and waits for one JSON answer (or the socket closing, or 5 s): the pairing exchange. */
function exchangeOnce(url: string, message: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { handshakeTimeout: 5_000, maxPayload: MAX_FRAME });
    const timer = setTimeout(() => { socket.terminate(); resolve(null); }, 5_000);
    const done = (value: Record<string, unknown> | null) => { clearTimeout(timer); resolve(value); socket.close(); };
    socket.on('open', () => socket.send(JSON.stringify(message)));
    socket.on('message', (data: Buffer, isBinary: boolean) => done(parseJson(data, isBinary)));
    socket.on('close', () => done(null));
    socket.on('error', () => done(null));
  });
}
