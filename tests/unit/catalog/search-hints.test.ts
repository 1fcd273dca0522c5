import { closestCandidates, hintWords, popularSearches } from "@/lib/domain/catalog/search-hints";

const c = (word: string, similarity = 1) => ({ word, similarity });

describe("the closest search to one that found nothing (issue #48 point 1)", () => {
  it("lets a word the shop calls otherwise stand for the catalogue's words", () => {
    expect(hintWords(["jaket", "hitam"])).toEqual(["hoodie", "sweater", "cardigan"]);
    const candidates = new Map([
      ["hoodie", [c("hoodie")]],
      ["sweater", [c("sweater")]],
      ["hitam", [c("hitam")]],
    ]);
    expect(closestCandidates(["jaket", "hitam"], candidates)).toEqual([[c("hoodie"), c("sweater")], [c("hitam")]]);
  });

  it("leaves out a word the catalogue knows nothing of", () => {
    const candidates = new Map([["kemeja", [c("kemeja")]]]);
    expect(closestCandidates(["kemeja", "xyz"], candidates)).toEqual([[c("kemeja")]]);
    expect(closestCandidates(["sepatu"], new Map())).toEqual([]);
  });

  it("offers as popular searches the distinct first words of the best sellers' names", () => {
    expect(popularSearches(["Kaos Basic", "Kaos Oversize", "Hoodie Crop", "Celana Jeans Mom Fit"], 2)).toEqual([
      "kaos",
      "hoodie",
    ]);
  });
});
