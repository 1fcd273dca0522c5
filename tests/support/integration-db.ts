import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb } from "@/lib/db";
import { databaseName, pgAdmin, withDatabase } from "./pg-admin";
import { pgliteTemplateDir, templateDatabase } from "./template";
let cleanup: (() => Promise<void>) | null = null;

/** Points the app's database at a fresh copy of the seeded template for this test file. */
beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `${databaseName(base)}_sf_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await pgAdmin(base, [`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase(databaseName(base))}"`]);
    process.env.DATABASE_URL = withDatabase(base, name);
    cleanup = () => pgAdmin(base, [`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`]);
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), "sf-test-"));
    cpSync(pgliteTemplateDir(), path.join(dir, "pglite"), { recursive: true });
    process.env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});

afterAll(async () => {
  await closeDb();
  await cleanup?.();
});
