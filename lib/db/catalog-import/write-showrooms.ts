import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../types";
import { showroomRegions, showrooms } from "../schema";
import type { ImportShowrooms } from "../../domain/catalog-import/model";
import { freeId } from "./conflict";
import { changes, emptyKind, type KindReport } from "./report";

/**
 * Showroom regions (by name, ordered as they first appear) and showrooms (by name, in file order). With
 * `deactivateMissing`, an active showroom the import does not name is deactivated.
 */
export async function writeShowrooms(
  tx: Tx,
  { regions: wanted, list }: ImportShowrooms,
  deactivateMissing: boolean,
): Promise<KindReport> {
  const report = emptyKind();
  const regions = new Map((await tx.select().from(showroomRegions)).map((r) => [r.regionName, r]));
  const regionIds = new Map<string, number>();
  const takenRegions = new Set([...regions.values()].map((r) => r.id));
  for (const { name, line, id: regionId } of wanted) {
    const sortOrder = regionIds.size + 1;
    const found = regions.get(name);
    if (!found) {
      const id = freeId(regionId, takenRegions, { file: "showrooms.csv", line, column: "region_id" });
      const created = (
        await tx
          .insert(showroomRegions)
          .values({ ...id, regionName: name, sortOrder })
          .returning({ id: showroomRegions.id })
      )[0]!.id;
      takenRegions.add(created);
      regionIds.set(name, created);
      continue;
    }
    if (found.sortOrder !== sortOrder)
      await tx.update(showroomRegions).set({ sortOrder }).where(eq(showroomRegions.id, found.id));
    regionIds.set(name, found.id);
  }
  const existing = new Map((await tx.select().from(showrooms)).map((s) => [s.showroomName, s]));
  const takenIds = new Set([...existing.values()].map((s) => s.id));
  for (const [i, s] of list.entries()) {
    const desired = {
      phone: s.phone,
      address1: s.address1,
      address2: s.address2,
      address3: s.address3,
      mapsUrl: s.maps_url,
      isHub: s.hub,
      showroomRegionId: regionIds.get(s.region)!,
      subdistrictId: s.district_code,
      sortOrder: i + 1,
      isActive: s.active,
      courier: s.courier,
      courierDestinationId: s.courier_destination_id,
      courierDestinationLabel: s.courier ? s.courier_destination_label : null,
    };
    const found = existing.get(s.name);
    if (!found) {
      const id = freeId(s.id, takenIds, { file: "showrooms.csv", line: s.line, column: "id" });
      if (id.id) takenIds.add(id.id);
      await tx.insert(showrooms).values({ ...id, showroomName: s.name, ...desired });
      report.created++;
      continue;
    }
    const diff = changes(desired, found);
    if (diff) await tx.update(showrooms).set(diff).where(eq(showrooms.id, found.id));
    report[diff ? "updated" : "unchanged"]++;
  }
  if (deactivateMissing) {
    const named = new Set(list.map((s) => s.name));
    const gone = [...existing.values()].filter((s) => s.isActive && !named.has(s.showroomName)).map((s) => s.id);
    if (gone.length) await tx.update(showrooms).set({ isActive: false }).where(inArray(showrooms.id, gone));
    report.deactivated = gone.length;
  }
  return report;
}
