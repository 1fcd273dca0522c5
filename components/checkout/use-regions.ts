"use client";

import { useEffect, useState } from "react";
import { api } from "@/lib/api/request";

export interface RegionOption {
  id: string;
  name: string;
}

/** One level of the cascading province → city → subdistrict selects; empty until its parent is chosen. */
export function useRegionOptions(level: "province" | "city" | "subdistrict", parentId: string | null): RegionOption[] {
  const [options, setOptions] = useState<{ key: string; list: RegionOption[] }>({ key: "", list: [] });
  const key = `${level}:${parentId ?? ""}`;
  useEffect(() => {
    if (level !== "province" && !parentId) return;
    let live = true;
    const query = level === "city" ? { province_id: parentId } : level === "subdistrict" ? { city_id: parentId } : undefined;
    void api.get<Record<string, { id: string; province_name?: string; city_name?: string; subdistrict_name?: string }[]>>(`master/${level}`, query ?? {}, {
      success: (data) => {
        if (!live) return;
        const list = data[`${level}_list`] ?? [];
        setOptions({ key, list: list.map((r) => ({ id: r.id, name: r.province_name ?? r.city_name ?? r.subdistrict_name ?? "" })) });
      },
    });
    return () => {
      live = false;
    };
  }, [level, parentId, key]);
  return options.key === key ? options.list : [];
}
