import { readFileSync } from 'node:fs';
import { selfTimes } from './profile-read';
const p = JSON.parse(readFileSync('/tmp/scroll.cpuprofile', 'utf8'));
for (const [k, v] of selfTimes(p).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
