/** What a staff command (`npm run ops`, `npm run catalog`, or the same over /api/ops) answers: an exit code and its lines. */
export interface OpsOutput {
  /** 0 done, 1 refused or failed, 2 usage. */
  code: number;
  lines: string[];
}
