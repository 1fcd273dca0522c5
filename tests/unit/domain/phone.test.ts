import { isIndonesianPhone, normalizeIndonesianPhone, POSTAL_CODE } from "@/lib/domain/phone";

describe("Indonesian phone numbers", () => {
  it.each([
    ["081234567890", "+6281234567890"],
    ["0812-3456-7890", "+6281234567890"],
    ["0812 3456 789", "+628123456789"],
    ["6281234567890", "+6281234567890"],
    ["+62 812 3456 7890", "+6281234567890"],
    ["+62 (21) 5140-2871", "+622151402871"],
    ["021 5140 2871", "+622151402871"],
    ["(0361) 234567", "+62361234567"],
  ])("%p is stored as %p", (typed, stored) => {
    expect(normalizeIndonesianPhone(typed)).toBe(stored);
  });

  it.each([
    "",
    "0812",
    "12345678",
    "+1 415 555 0100",
    "+65 8123 4567",
    "0012345678901",
    "0812345678901234",
    "08a23456789",
    "+62 0812 3456 7890",
    "0112345678",
  ])("%p is not an Indonesian number", (typed) => {
    expect(normalizeIndonesianPhone(typed)).toBeNull();
    expect(isIndonesianPhone(typed)).toBe(false);
  });
});

describe("postal codes", () => {
  it.each(["10110", "40115", "99976"])("%p has five digits", (zip) => expect(POSTAL_CODE.test(zip)).toBe(true));
  it.each(["1011", "401155", "01234", "4O115", " 40115"])("%p does not", (zip) =>
    expect(POSTAL_CODE.test(zip)).toBe(false),
  );
});
