// The handshake flood of the venue-attack bench, in a process of its own, as a host on the LAN would run it: the
// flood's own work (a TLS handshake costs the dialler too) does not slow the bench's reads of the desk.
// Usage: child-handshakes <port> <connections> <addresses>. Prints "started" once its certificate is made, then one
// JSON line: { secured, refused }.
import { handshakeFlood } from '../support/venue-flood.js';

const [port, count, addresses] = process.argv.slice(2).map(Number);
if (!port || !count || !addresses) throw new Error('Usage: child-handshakes <port> <connections> <addresses>');
const result = await handshakeFlood(port, count, addresses, () => process.stdout.write('started\n'));
process.stdout.write(`${JSON.stringify(result)}\n`);
