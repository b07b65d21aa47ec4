import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
const jwt = readFileSync('/tmp/bench-jwt', 'utf8').trim();
const path = process.argv[2];
const r = await autocannon({
  url: 'http://127.0.0.1:3999' + path,
  connections: 10,
  amount: Number(process.argv[3] ?? 5000),
  headers: { authorization: `Bearer ${jwt}` },
});
console.log(path, r['2xx'], r.non2xx, (r['2xx'] / r.duration).toFixed(0), 'rps');
