import type { Rng } from "./prng";
import type { GarmentType, SizeDef } from "./types";

const QUALITIES: Record<GarmentType, string[]> = {
  tshirt: ["adem dan menyerap keringat", "lembut dan tidak mudah melar", "nyaman dipakai seharian"],
  shirt: ["rapi, adem dan tidak mudah kusut", "ringan dan nyaman di cuaca tropis", "jatuh dengan rapi di badan"],
  polo: [
    "berpori sehingga sirkulasi udara lancar",
    "tetap rapi meski dipakai seharian",
    "lembut dengan kerah yang tidak mudah melengkung",
  ],
  hoodie: ["tebal, hangat dan lembut di bagian dalam", "hangat tanpa terasa berat", "nyaman untuk ruangan ber-AC"],
  blouse: ["ringan, jatuh dan tidak menerawang", "adem dengan potongan yang feminin", "lembut dan mudah dirawat"],
  jeans: [
    "kuat dengan sedikit stretch agar leluasa bergerak",
    "kokoh dan makin bagus seiring pemakaian",
    "nyaman dipakai dari pagi sampai malam",
  ],
  chino: [
    "halus, rapi dan sedikit stretch",
    "tidak mudah kusut untuk aktivitas padat",
    "ringan dan nyaman untuk kerja",
  ],
  shorts: ["ringan dan cepat kering", "adem untuk cuaca panas", "nyaman untuk aktivitas akhir pekan"],
  skirt: ["jatuh dengan cantik dan tidak menerawang", "ringan dan mudah dipadukan", "nyaman dengan pinggang yang pas"],
  jogger: [
    "lembut dan leluasa untuk bergerak",
    "ringan dengan manset yang tidak mencekik",
    "nyaman untuk santai maupun olahraga ringan",
  ],
};

const USAGES: Record<GarmentType, string[]> = {
  tshirt: [
    "Mudah dipadukan dengan jeans atau chino untuk gaya harian.",
    "Cocok untuk kuliah, nongkrong atau kerja santai.",
  ],
  shirt: ["Pas untuk ke kantor maupun acara santai akhir pekan.", "Bisa dipakai terkancing rapi atau sebagai outer."],
  polo: ["Pilihan aman untuk smart casual di kantor.", "Cocok untuk golf, jalan-jalan maupun makan malam santai."],
  hoodie: ["Teman setia saat musim hujan dan perjalanan malam.", "Pas dipadukan dengan jogger atau jeans favoritmu."],
  blouse: ["Cocok untuk ke kantor maupun hangout bersama teman.", "Padukan dengan rok plisket atau celana kulot."],
  jeans: [
    "Padukan dengan kaos atau kemeja untuk tampilan effortless.",
    "Satu celana untuk kerja, kuliah dan akhir pekan.",
  ],
  chino: ["Pilihan tepat untuk smart casual di kantor.", "Padukan dengan kemeja oxford atau polo shirt."],
  shorts: ["Pas untuk liburan ke pantai dan santai di rumah.", "Cocok untuk jalan pagi dan akhir pekan."],
  skirt: ["Padukan dengan blouse atau kaos untuk gaya sehari-hari.", "Cocok untuk ke kantor maupun acara keluarga."],
  jogger: ["Cocok untuk olahraga ringan, traveling dan santai di rumah.", "Padukan dengan kaos oversize dan sneakers."],
};

function careFor(garment: GarmentType, fabric: string): string {
  const f = fabric.toLowerCase();
  if (f.includes("rajut") || f.includes("wol"))
    return "Cuci dengan tangan memakai air dingin, jangan diperas, keringkan mendatar.";
  if (f.includes("denim")) return "Cuci terbalik dengan air dingin, jangan gunakan pemutih, jemur di tempat teduh.";
  if (f.includes("satin") || f.includes("tile") || f.includes("batik"))
    return "Cuci dengan tangan atau dry clean, setrika suhu rendah dari sisi dalam.";
  if (f.includes("linen")) return "Cuci dengan mesin mode lembut, setrika saat masih sedikit lembap.";
  if (garment === "hoodie" || garment === "jogger")
    return "Cuci terbalik dengan mesin mode lembut (maks. 30°C), jangan gunakan pemutih, jangan di-dryer.";
  return "Cuci dengan mesin mode lembut (maks. 30°C), jangan gunakan pemutih, setrika suhu sedang.";
}

function modelInfo(groupId: number, sizes: SizeDef[]): string {
  const size = sizes[Math.floor((sizes.length - 1) / 2)].sizeCode;
  if (groupId === 3) return `anak usia 5 tahun (tinggi 110 cm) memakai ukuran ${size}.`;
  if (groupId === 2) return `tinggi 168 cm, berat 52 kg, memakai ukuran ${size}.`;
  return `tinggi 180 cm, berat 72 kg, memakai ukuran ${size}.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export interface ProductTextInput {
  modelName: string;
  garment: GarmentType;
  fabric: string;
  fit: string;
  colorName: string;
  groupId: number;
  sizes: SizeDef[];
}

/** short_description (two sentences) and detailed_description (one fact per line). */
export function describeProduct(input: ProductTextInput, rng: Rng): { short: string; detailed: string } {
  const fabricHead = lowerFirst(input.fabric.split(",")[0]);
  const short = `${input.modelName} berbahan ${fabricHead} yang ${rng.pick(QUALITIES[input.garment])}. ${rng.pick(USAGES[input.garment])}`;
  const detailed = [
    `Bahan: ${input.fabric}`,
    `Fit: ${input.fit}`,
    `Warna: ${input.colorName}`,
    `Perawatan: ${careFor(input.garment, input.fabric)}`,
    `Model: ${modelInfo(input.groupId, input.sizes)}`,
    "Warna produk dapat sedikit berbeda karena pencahayaan foto.",
  ].join("\n");
  return { short, detailed };
}
