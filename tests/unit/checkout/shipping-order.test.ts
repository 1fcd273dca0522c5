import { cheapestFirst } from "@/lib/domain/checkout/shipping-order";

const option = (service: string, tariff: number) => ({
  courier: "JNE",
  service,
  description: service,
  tariff,
  etd: "1",
  notes: "",
});

describe("the courier options as the shopper sees them", () => {
  it("lists the cheaper option above the dearer one", () => {
    const options = [option("SDS", 25000), option("YES", 15000), option("REG", 9000)];
    expect(cheapestFirst(options).map((o) => o.service)).toEqual(["REG", "YES", "SDS"]);
    expect(options.map((o) => o.service)).toEqual(["SDS", "YES", "REG"]);
  });

  it("keeps the courier's own order between equal tariffs", () => {
    const options = [option("YES", 15000), option("OKE", 9000), option("REG", 9000)];
    expect(cheapestFirst(options).map((o) => o.service)).toEqual(["OKE", "REG", "YES"]);
  });
});
