/** The English templates of the browser's own messages with a variable part (the errors namespace's `templates`). */
export const ERROR_TEMPLATES = {
  httpStatus: "Error {status}: {statusText}",
  excludedItems:
    "{count} item(s) were excluded from the summary because they are not available in the chosen store and may be bought by another checkout.",
  tooLong: "{label} must be at most {max} characters.",
} as const;
