// Demo dealers for `npm start`: seeds the store on first start and makes the demo media (incremental,
// so later starts skip both). Production runs with DEMO_DATA=off and brings its own stock.
import type { Repository } from '../src/server/store/repository.ts';
import { generateDemoData } from './demo-data/generate.ts';
import { generateMedia } from './media/generate-media.ts';

export async function prepareDemoContent(opts: { repo: Repository; mediaDir: string; media: boolean; log: (line: string) => void }) {
  const { repo, log } = opts;
  if (!(await repo.isSeeded())) {
    const data = generateDemoData({ now: new Date() });
    // Another instance starting on the same PostgreSQL may have seeded it first.
    if (await repo.seed(data)) log(`Seeded the demo dealers: ${data.cars.length} listings, ${data.locations.length} locations, ${data.offers.length} offers.`);
  }
  if (!opts.media) return;
  const makes = (await repo.makes()).filter((m) => m.logo !== null).map(({ slug, name }) => ({ slug, name }));
  let lastReport = 0;
  const result = await generateMedia({
    mediaDir: opts.mediaDir,
    makes,
    onProgress(done, total) {
      const now = Date.now();
      if (done === total || now - lastReport > 5000) {
        lastReport = now;
        log(`Demo media: ${done}/${total} files`);
      }
    },
  });
  if (result.files > 0) log(`Made ${result.files} demo media files in ${(result.ms / 1000).toFixed(1)} s.`);
}
