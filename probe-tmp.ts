import { startSandbox } from '/work/main/electron/sandbox/index.js';
const s = await startSandbox({ bookings: 100 });
const auth = 'Basic ' + Buffer.from(`${s.apiKey}:${s.apiSecret}`).toString('base64');
for (const path of ['/api/3.0/booking/1045/note', '/oauth/token/', '/api/3.0/ping']) for (const size of [1_100_000, 2_000_000, 8_000_000]) {
  const counts: Record<string, number> = {};
  for (let i = 0; i < 10; i++) {
    try {
      const r = await fetch(s.url + path, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'body=' + 'x'.repeat(size) });
      await r.text(); counts[r.status] = (counts[r.status] ?? 0) + 1;
    } catch (e) { const k = (e as any).cause?.code ?? 'err'; counts[k] = (counts[k] ?? 0) + 1; }
  }
  console.log(path, size, counts);
}
await s.close();
