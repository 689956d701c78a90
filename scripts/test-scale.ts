// `npm run test:scale`: two server instances on one throwaway PostgreSQL cluster (Debian's
// postgresql, installed when missing): a car sold through one leaves the other's search, and 200
// leads are sent round-robin while one instance is killed and restarted (scripts/scale/
// multi-instance.ts). Exits non-zero unless every lead is acknowledged, stored once and delivered
// once (a webhook POST repeated only for the delivery a killed instance had in hand), and the index
// followed within a second. Last line:
// {"instances":2,"leads_sent":…,"acknowledged":…,"stored":…,"delivered":…,"duplicates":…,"index_follow_ms":…,"redelivered":…}
import { startCluster } from './postgres/cluster.ts';
import { runScaleScenario, SCALE_KILLS } from './scale/multi-instance.ts';

const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
const cluster = await startCluster();
let ok = false;
try {
  log(`PostgreSQL cluster on port ${cluster.port}`);
  const figures = await runScaleScenario({ databaseUrl: cluster.url(), leads: Number(process.env.SCALE_LEADS) || 200, log });
  ok =
    figures.acknowledged === figures.leads_sent &&
    figures.stored === figures.acknowledged &&
    figures.delivered === figures.stored &&
    figures.duplicates === 0 &&
    figures.redelivered <= SCALE_KILLS &&
    figures.index_follow_ms < 1000;
  console.log(JSON.stringify(figures));
} finally {
  cluster.destroy();
}
process.exit(ok ? 0 : 1);
