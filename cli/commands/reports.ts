import { CATALOG } from '../../src/core/catalog/catalog';
import { deprecationOf } from '../../src/core/catalog/deprecation';

/** The catalog: name, identifier, family and deprecation state, one report a line (or JSON). */
export function printReports(json: boolean, now = new Date()): void {
  const rows = CATALOG.map((r) => {
    const d = deprecationOf(r, now);
    return {
      name: r.name,
      id: r.id,
      family: r.family,
      state: d.state,
      note: [d.label, d.replacement ? `use ${d.replacement.name}` : '', d.campaignNote ?? '']
        .filter(Boolean)
        .join('; '),
      maxRangeDays: r.maxRangeDays,
      requiresCampaignId: r.requiresCampaignId,
    };
  });
  if (json) {
    process.stdout.write(JSON.stringify(rows, null, 2) + '\n');
    return;
  }
  const width = Math.max(...rows.map((r) => r.name.length));
  for (const r of rows)
    process.stdout.write(
      `${r.name.padEnd(width)}  ${r.id}  ${r.family.padEnd(6)}  ${r.state}${r.note ? ` (${r.note})` : ''}\n`,
    );
}
