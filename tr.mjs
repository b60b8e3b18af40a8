import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' , args: ['--headless=new'] });
const url = 'http://localhost:3000' + process.argv[2];
async function run(variant) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
  const p = await ctx.newPage();
  if (variant !== 'base') await p.route(url, async (route) => {
    const r = await route.fetch(); let h = await r.text();
    if (variant === 'nohyph') h = h.replace('</head>', '<style>*{hyphens:manual!important;-webkit-hyphens:manual!important}</style></head>');
    if (variant === 'nofont') h = h.replace('</head>', '<style>*{font-family:sans-serif!important}</style></head>');
    if (variant === 'noflight') h = h.replace(/<script>self\.__next_f[\s\S]*?<\/script>/g, '');
    await route.fulfill({ response: r, body: h });
  });
  await b.startTracing(p, { categories: ['devtools.timeline'] });
  await p.goto(url, { waitUntil: 'load' });
  await p.waitForTimeout(300);
  const buf = await b.stopTracing();
  const ev = JSON.parse(buf.toString()).traceEvents;
  const lay = ev.filter((e) => e.name === 'Layout' && e.ph === 'X').map((e) => e.dur / 1000);
  const style = ev.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X').map((e) => e.dur / 1000);
  const parse = ev.filter((e) => e.name === 'ParseHTML' && e.ph === 'X').map((e) => e.dur / 1000);
  await ctx.close();
  const sum = (a) => a.reduce((x, y) => x + y, 0).toFixed(1);
  return `layout ${sum(lay)} (max ${Math.max(...lay).toFixed(1)}) style ${sum(style)} parse ${sum(parse)}`;
}
for (let i = 0; i < 3; i++) for (const v of ['base', 'nohyph', 'nofont', 'noflight']) console.log(v.padEnd(9), await run(v));
await b.close();
