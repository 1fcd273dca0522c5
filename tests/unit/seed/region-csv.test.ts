import { splitCsvLine } from "@/lib/db/reference/region-rows";

describe("the regions' CSV lines", () => {
  it("splits plain and quoted fields, with doubled quotes inside", () => {
    expect(splitCsvLine("11.01.01,11.01,Bakongan")).toEqual(["11.01.01", "11.01", "Bakongan"]);
    expect(splitCsvLine('35.29.22,35.29,"Ra""as"')).toEqual(["35.29.22", "35.29", 'Ra"as']);
    expect(splitCsvLine('1,"a, b",')).toEqual(["1", "a, b", ""]);
  });
});
