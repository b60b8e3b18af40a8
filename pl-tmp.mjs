import { chromium } from '@playwright/test';
import fs from 'node:fs';
const cpu = () => { const [, ...v] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/); const n = v.map(Number); return { busy: n[0]+n[1]+n[2]+n[5]+n[6], sys: n[2] }; };
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--disable-gpu','--disable-dev-shm-usage','--disable-background-networking', ...(process.argv[3] ? process.argv[3].split(',') : [])] });
const urls = ['/en/german-mortgage-calculator?price=500000','/de/baufinanzierungsrechner','/en/german-mortgage-calculator?price=400000','/en','/de', '/en/mortgage-tips', '/de/baufinanzierung/bayern/muenchen'];
const mode = process.argv[2];
let ctx = await b.newContext(); let page = await ctx.newPage();
await page.goto('http://localhost:3400/en');
const c0 = cpu(); const t0 = Date.now();
for (let i = 0; i < 14; i++) {
  if (mode === 'context') { await ctx.close(); ctx = await b.newContext(); page = await ctx.newPage(); }
  if (mode === 'page') { await page.close(); await ctx.clearCookies(); page = await ctx.newPage(); }
  if (mode === 'same') { await ctx.clearCookies(); }
  if (mode === 'samestorage') { await ctx.clearCookies(); const c = await ctx.newCDPSession(page); await c.send('Storage.clearDataForOrigin', { origin: 'http://localhost:3400', storageTypes: 'local_storage,indexeddb,cache_storage,service_workers' }); await page.goto('http://localhost:3400/robots.txt'); await c.detach(); }
  if (mode === 'samenocache') { await ctx.clearCookies(); const c = await ctx.newCDPSession(page); await c.send('Network.clearBrowserCache'); await c.send('Storage.clearDataForOrigin', { origin: 'http://localhost:3400', storageTypes: 'all' }); await page.goto('about:blank'); await c.detach(); }
  await page.goto('http://localhost:3400' + urls[i % urls.length]);
  await page.waitForFunction(() => { const n = document.querySelector('[data-nav]'); return !n || n.getAttribute('data-nav') === 'live'; });
}
const c1 = cpu();
console.log(mode, process.argv[3] ?? '', 'wall', Date.now() - t0, 'cpu ticks', c1.busy - c0.busy, 'sys', c1.sys - c0.sys);
await b.close();
