import { sniff } from "@/lib/server/storage/sniff";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p)] : p)));

describe("sniff: the type from the bytes", () => {
  it.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ["webp", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ")],
    ["heic", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0])],
    ["mp4", bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 0, 0])],
    ["mov", bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0])],
    ["mov", bytes([0, 0, 0, 8], "wide")],
    ["webm", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01], "B\u0082\u0084webm")],
  ])("%s", (type, head) => expect(sniff(head)).toBe(type));

  it.each([
    ["text named .jpg", bytes("just some notes")],
    ["GIF", bytes("GIF89a")],
    ["PDF", bytes("%PDF-1.7")],
    ["Matroska that is not WebM", bytes([0x1a, 0x45, 0xdf, 0xa3], "B\u0082\u0088matroska")],
    ["an unknown ftyp brand", bytes([0, 0, 0, 0x18], "ftypcrx ", [0, 0, 0, 0])],
    ["nothing", bytes()],
  ])("refuses %s", (_, head) => expect(sniff(head)).toBeNull());
});
