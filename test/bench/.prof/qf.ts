// temporary: profile the quick filter (not committed)
import { writeFileSync } from 'node:fs';
import { startDeskApp, stopDeskApp } from '../../e2e/support/desk-app.js';
import { PAINT_PROBE, launchChromium } from '../chromium.js';

const INPUT_CLOCK = `
window.__inputAt = 0; window.__marks = [];
for (const type of ['keydown', 'change']) {
  document.addEventListener(type, (event) => { window.__inputAt = event.timeStamp; }, true);
}
document.addEventListener('input', () => { window.__inputHandled = performance.now(); }, true);
window.__work=[]; let kd=0; window.addEventListener('keydown', () => { kd = performance.now(); }, true);
document.addEventListener('input', () => { window.__work.push(performance.now() - kd); });
`;
const browser = (await launchChromium())!;
const app = await startDeskApp({ seed: 17, bookings: 20_000 });
try {
  await app.desk.desk.offline().sync.full();
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.addInitScript(PAINT_PROBE + INPUT_CLOCK);
  await page.goto(app.host.launchUrl);
  await page.locator('.manifest-group').first().waitFor();
  await page.evaluate(() => { window.location.hash = '#/bookings'; });
  await page.locator('.booking-row').first().waitFor();
  await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
  await page.getByLabel(/^Quick filter/).focus();
  const cdp = await page.context().newCDPSession(page);
  const profile = process.argv.includes('--profile');
  const trace = process.argv.includes('--trace'); if (trace) await browser.startTracing(page, { path: '/work/qf.trace.json', categories: ['devtools.timeline','disabled-by-default-devtools.timeline','blink','v8'] });
  if (profile) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start'); }
  const samples: { key: string; total: number; commit: number }[] = [];
  const words = process.argv.includes('--trace') ? ['smith', 'brown'] : ['smith', 'johnson', 'garcia', 'brown', 'miller', 'davis', 'wilson', 'taylor'];
  for (const word of words) {
    const keys = [...word, ...Array(word.length).fill('Backspace')];
    for (const key of keys) {
      await page.keyboard.press(key);
      const r = await page.evaluate(async () => {
        const w = window as any;
        const input = document.getElementById('quick-filter') as HTMLInputElement;
        let commitAt = 0;
        const painted = await w.__painted(() => {
          const ok = document.querySelector<HTMLElement>('[data-rows-for]')?.dataset.rowsFor === input.value;
          if (ok && !commitAt) commitAt = performance.now();
          return ok;
        }, 0);
        return { total: painted - w.__inputAt, commit: commitAt - w.__inputAt, handled: w.__inputHandled - w.__inputAt };
      });
      samples.push({ key, ...r });
    }
  }
  if (trace) await browser.stopTracing();
  if (profile) {
    const { profile: p } = await cdp.send('Profiler.stop');
    writeFileSync('/work/qf.cpuprofile', JSON.stringify(p));
  }
  const work: number[] = await page.evaluate(() => (window as any).__work); work.sort((a,b)=>a-b);
  console.log('work p50', work[Math.floor(work.length/2)], 'p95', work[Math.floor(work.length*0.95)], 'mean', work.reduce((a,b)=>a+b,0)/work.length);
  samples.sort((a, b) => a.total - b.total);
  const pct = (q: number) => samples[Math.floor((samples.length - 1) * q)]!;
  console.log('n', samples.length, 'p50', pct(0.5), 'p95', pct(0.95), 'max', samples.at(-1));
  console.log(JSON.stringify(samples.slice(-15)));
} finally {
  await stopDeskApp(app, () => browser.close());
}
