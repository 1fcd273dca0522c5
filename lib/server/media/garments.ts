import type { GarmentType } from "../../db/seed/types";

/** A flat-lay garment drawn in an 800×1000 box: its silhouette parts and its seams for the front and back views. */
export interface GarmentShape {
  parts: string[];
  /** Seams, pockets, buttons... `ink` is the line colour, `face` a fill slightly off the fabric colour. */
  front(ink: string, face: string): string;
  back(ink: string, face: string): string;
  /** Where the detail (close-up) view looks. */
  focus: [number, number];
  /** Chest graphic position for printed tops, or null for an all-over print. */
  chest: [number, number] | null;
  /** Vertical centre of the silhouette and how much to enlarge it in a full view (short garments fill the frame too). */
  centerY?: number;
  scale?: number;
}

const line = (d: string, ink: string, w = 3, extra = "") =>
  `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const stitch = (d: string, ink: string) => line(d, ink, 2, ' stroke-dasharray="7 6" opacity="0.7"');
const shape = (d: string, fill: string, ink: string, w = 3) =>
  `<path d="${d}" fill="${fill}" stroke="${ink}" stroke-width="${w}" stroke-linejoin="round"/>`;
const button = (x: number, y: number, ink: string, r = 7) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${ink}" opacity="0.85"/>`;

const TEE =
  "M 300 150 C 340 190 460 190 500 150 L 640 200 L 750 360 L 655 415 L 610 360 L 612 880 C 480 895 320 895 188 880 L 190 360 L 145 415 L 50 360 L 160 200 Z";
const teeHems = (ink: string) =>
  stitch("M 742 348 L 647 403", ink) +
  stitch("M 58 348 L 153 403", ink) +
  stitch("M 192 862 C 320 876 480 876 608 862", ink);

const LONG_SLEEVE =
  "M 310 140 L 490 140 L 650 190 L 735 480 L 775 760 L 690 775 L 645 500 L 615 400 L 615 890 L 185 890 L 185 400 L 155 500 L 110 775 L 25 760 L 65 480 L 150 190 Z";
const cuffs = (ink: string) => line("M 767 705 L 683 721", ink, 3) + line("M 33 705 L 117 721", ink, 3);

const tshirt: GarmentShape = {
  parts: [TEE],
  front: (ink) => line("M 300 150 C 340 205 460 205 500 150", ink, 12, ' opacity="0.55"') + teeHems(ink),
  back: (ink) =>
    line("M 300 150 C 340 170 460 170 500 150", ink, 10, ' opacity="0.55"') +
    `<rect x="386" y="160" width="28" height="16" fill="${ink}" opacity="0.5"/>` +
    teeHems(ink),
  focus: [400, 250],
  chest: [400, 430],
};

const shirt: GarmentShape = {
  parts: [LONG_SLEEVE],
  front: (ink, face) =>
    shape("M 310 140 L 400 222 L 352 250 L 292 168 Z", face, ink) +
    shape("M 490 140 L 400 222 L 448 250 L 508 168 Z", face, ink) +
    line("M 388 222 L 388 890", ink, 2) +
    line("M 412 222 L 412 890", ink, 2) +
    [262, 352, 442, 532, 622, 712, 802].map((y) => button(400, y, ink)).join("") +
    line("M 240 300 L 330 300 L 330 392 L 285 404 L 240 392 Z", ink, 2) +
    cuffs(ink) +
    stitch("M 188 872 L 612 872", ink),
  back: (ink) =>
    line("M 310 140 C 350 162 450 162 490 140", ink, 12, ' opacity="0.6"') +
    line("M 160 245 C 300 262 500 262 640 245", ink, 2) +
    line("M 400 258 L 400 330", ink, 2) +
    cuffs(ink) +
    stitch("M 188 872 L 612 872", ink),
  focus: [400, 230],
  chest: null,
};

const polo: GarmentShape = {
  parts: [TEE],
  front: (ink, face) =>
    shape("M 300 150 L 398 205 L 350 242 L 282 178 Z", face, ink) +
    shape("M 500 150 L 402 205 L 450 242 L 518 178 Z", face, ink) +
    shape("M 384 205 L 416 205 L 416 335 L 384 335 Z", face, ink, 2) +
    button(400, 245, ink, 6) +
    button(400, 295, ink, 6) +
    line("M 742 348 L 647 403", ink, 8, ' opacity="0.45"') +
    line("M 58 348 L 153 403", ink, 8, ' opacity="0.45"') +
    stitch("M 192 862 C 320 876 480 876 608 862", ink),
  back: (ink) =>
    line("M 300 150 C 340 178 460 178 500 150", ink, 16, ' opacity="0.5"') +
    line("M 742 348 L 647 403", ink, 8, ' opacity="0.45"') +
    line("M 58 348 L 153 403", ink, 8, ' opacity="0.45"') +
    stitch("M 192 862 C 320 876 480 876 608 862", ink),
  focus: [400, 240],
  chest: null,
};

const hoodie: GarmentShape = {
  parts: [
    "M 292 182 C 262 96 318 40 400 40 C 482 40 538 96 508 182 C 470 202 330 202 292 182 Z",
    "M 300 170 L 500 170 L 660 215 L 740 500 L 772 770 L 690 785 L 648 500 L 620 430 L 620 842 L 180 842 L 180 430 L 152 500 L 110 785 L 28 770 L 60 500 L 140 215 Z",
    "M 180 838 L 620 838 L 614 896 L 186 896 Z",
  ],
  front: (ink) =>
    `<path d="M 330 178 C 322 116 356 84 400 84 C 444 84 478 116 470 178 C 440 192 360 192 330 178 Z" fill="${ink}" opacity="0.55"/>` +
    line("M 372 188 L 366 322", "#f1efe9", 6) +
    line("M 428 188 L 434 322", "#f1efe9", 6) +
    line("M 262 610 L 538 610 L 586 800 L 214 800 Z", ink, 3) +
    line("M 262 610 C 250 680 232 740 214 800", ink, 2) +
    line("M 180 842 L 620 842", ink, 3) +
    line("M 764 728 L 684 742", ink, 3) +
    line("M 36 728 L 116 742", ink, 3),
  back: (ink) =>
    line("M 400 42 L 400 186", ink, 2) +
    line("M 180 842 L 620 842", ink, 3) +
    line("M 764 728 L 684 742", ink, 3) +
    line("M 36 728 L 116 742", ink, 3),
  focus: [400, 200],
  chest: [400, 450],
};

const ruffle = Array.from({ length: 14 }, () => "q 20 16 40 0").join(" ");

const blouse: GarmentShape = {
  parts: [
    "M 318 160 C 352 222 448 222 482 160 L 606 194 C 694 214 738 292 722 392 L 640 414 L 612 364 C 618 500 604 586 592 632 C 640 752 664 824 684 880 C 500 906 300 906 116 880 C 136 824 160 752 208 632 C 196 586 182 500 188 364 L 160 414 L 78 392 C 62 292 106 214 194 194 Z",
  ],
  front: (ink) =>
    line("M 318 160 C 352 222 448 222 482 160", ink, 6, ' opacity="0.6"') +
    line("M 400 222 C 364 196 346 246 400 232 C 454 246 436 196 400 222", ink, 4) +
    line("M 398 232 L 382 296 M 402 232 L 418 296", ink, 4) +
    line("M 208 632 C 330 652 470 652 592 632", ink, 2) +
    line("M 716 372 L 646 392", ink, 3) +
    line("M 84 372 L 154 392", ink, 3) +
    line("M 640 212 L 662 252 M 676 226 L 692 264 M 160 212 L 138 252 M 124 226 L 108 264", ink, 2) +
    line(`M 120 878 ${ruffle}`, ink, 3),
  back: (ink) =>
    line("M 318 160 C 352 186 448 186 482 160", ink, 6, ' opacity="0.6"') +
    line("M 400 178 L 400 560", ink, 3) +
    `<rect x="394" y="178" width="12" height="22" fill="${ink}"/>` +
    line("M 208 632 C 330 652 470 652 592 632", ink, 2) +
    line(`M 120 878 ${ruffle}`, ink, 3),
  focus: [400, 230],
  chest: null,
};

const loops = (ink: string) =>
  [252, 330, 470, 548]
    .map(
      (x) => `<rect x="${x - 6}" y="116" width="12" height="54" rx="3" fill="none" stroke="${ink}" stroke-width="2"/>`,
    )
    .join("");

const jeans: GarmentShape = {
  parts: [
    "M 228 120 L 572 120 L 588 210 C 606 420 622 660 636 910 L 468 910 L 408 335 L 392 335 L 332 910 L 164 910 C 178 660 194 420 212 210 Z",
  ],
  front: (ink) =>
    line("M 224 165 L 576 165", ink, 3) +
    loops(ink) +
    button(400, 142, "#b08d57", 9) +
    stitch("M 400 168 L 400 292 C 400 316 388 330 372 334", "#d9a441") +
    line("M 232 195 C 282 200 306 232 312 268", ink, 3) +
    line("M 568 195 C 518 200 494 232 488 268", ink, 3) +
    stitch("M 218 215 C 204 420 190 660 178 895", "#d9a441") +
    stitch("M 582 215 C 596 420 610 660 622 895", "#d9a441") +
    line("M 170 892 L 326 892 M 474 892 L 630 892", ink, 2),
  back: (ink) =>
    line("M 224 165 L 576 165", ink, 3) +
    loops(ink) +
    stitch("M 214 222 L 400 256 L 586 222", "#d9a441") +
    line("M 400 256 L 400 334", ink, 2) +
    line("M 250 262 L 360 262 L 355 372 L 305 396 L 255 372 Z", ink, 3) +
    line("M 440 262 L 550 262 L 545 372 L 495 396 L 445 372 Z", ink, 3) +
    line("M 170 892 L 326 892 M 474 892 L 630 892", ink, 2),
  focus: [330, 230],
  chest: null,
};

const chino: GarmentShape = {
  parts: [
    "M 232 120 L 568 120 L 586 210 C 604 420 606 660 600 910 L 452 910 L 406 335 L 394 335 L 348 910 L 200 910 C 194 660 196 420 214 210 Z",
  ],
  front: (ink) =>
    line("M 228 165 L 572 165", ink, 3) +
    loops(ink) +
    button(400, 142, ink, 7) +
    stitch("M 400 168 L 400 292 C 400 316 390 330 376 334", ink) +
    line("M 226 178 L 292 300 M 574 178 L 508 300", ink, 3) +
    line("M 298 360 L 278 905 M 502 360 L 522 905", ink, 1.5, ' opacity="0.45"') +
    line("M 204 892 L 344 892 M 456 892 L 596 892", ink, 2),
  back: (ink) =>
    line("M 228 165 L 572 165", ink, 3) +
    loops(ink) +
    line("M 262 245 L 350 245 M 450 245 L 538 245", ink, 3) +
    button(306, 232, ink, 5) +
    button(494, 232, ink, 5) +
    line("M 400 170 L 400 334", ink, 2) +
    line("M 204 892 L 344 892 M 456 892 L 596 892", ink, 2),
  focus: [330, 220],
  chest: null,
};

const shorts: GarmentShape = {
  parts: ["M 232 170 L 568 170 L 588 250 L 646 580 L 432 600 L 406 420 L 394 420 L 368 600 L 154 580 L 212 250 Z"],
  front: (ink) =>
    line("M 228 215 L 572 215", ink, 3) +
    button(400, 192, ink, 7) +
    stitch("M 400 218 L 400 340 C 400 360 390 372 378 376", ink) +
    line("M 236 240 C 280 248 300 280 306 316 M 564 240 C 520 248 500 280 494 316", ink, 3) +
    line("M 162 552 L 372 572 M 428 572 L 638 552", ink, 3),
  back: (ink) =>
    line("M 228 215 L 572 215", ink, 3) +
    line("M 262 290 L 352 290 L 350 370 L 264 370 Z M 448 290 L 538 290 L 536 370 L 450 370 Z", ink, 3) +
    line("M 400 218 L 400 420", ink, 2) +
    line("M 162 552 L 372 572 M 428 572 L 638 552", ink, 3),
  focus: [340, 270],
  chest: null,
  centerY: 385,
  scale: 1.3,
};

const PLEATS = [1, 2, 3, 4, 5, 6].map((i) => `M ${262 + i * 39} 214 L ${100 + i * 86} 872`).join(" ");

const skirt: GarmentShape = {
  parts: [
    "M 268 150 L 532 150 L 544 210 C 600 420 656 650 700 860 C 500 892 300 892 100 860 C 144 650 200 420 256 210 Z",
  ],
  front: (ink) =>
    line("M 258 210 L 542 210", ink, 3) +
    button(400, 180, ink, 7) +
    line(PLEATS, ink, 2, ' opacity="0.55"') +
    stitch("M 108 846 C 300 876 500 876 692 846", ink),
  back: (ink) =>
    line("M 258 210 L 542 210", ink, 3) +
    line("M 400 150 L 400 360", ink, 3) +
    line(PLEATS, ink, 2, ' opacity="0.55"') +
    stitch("M 108 846 C 300 876 500 876 692 846", ink),
  focus: [400, 230],
  chest: null,
};

const RIB = [232, 252, 272, 292, 312, 332, 468, 488, 508, 528, 548, 568].map((x) => `M ${x} 856 L ${x} 906`).join(" ");

const jogger: GarmentShape = {
  parts: [
    "M 226 120 L 574 120 L 590 220 C 610 420 610 640 580 850 L 582 910 L 452 910 L 450 850 L 406 340 L 394 340 L 350 850 L 348 910 L 218 910 L 220 850 C 190 640 190 420 210 220 Z",
  ],
  front: (ink) =>
    line("M 222 190 L 578 190", ink, 3) +
    line(
      [250, 290, 330, 370, 430, 470, 510, 550].map((x) => `M ${x} 126 L ${x} 184`).join(" "),
      ink,
      1.5,
      ' opacity="0.5"',
    ) +
    line("M 386 160 L 372 280 M 414 160 L 428 280", "#f1efe9", 5) +
    line("M 230 210 L 282 320 M 570 210 L 518 320", ink, 3) +
    line("M 220 850 L 350 850 M 450 850 L 580 850", ink, 3) +
    line(RIB, ink, 1.5, ' opacity="0.5"'),
  back: (ink) =>
    line("M 222 190 L 578 190", ink, 3) +
    line("M 270 260 L 350 260 M 450 260 L 530 260", ink, 3) +
    line("M 400 192 L 400 340", ink, 2) +
    line("M 220 850 L 350 850 M 450 850 L 580 850", ink, 3) +
    line(RIB, ink, 1.5, ' opacity="0.5"'),
  focus: [400, 200],
  chest: null,
};

export const GARMENTS: Record<GarmentType, GarmentShape> = {
  tshirt,
  shirt,
  polo,
  hoodie,
  blouse,
  jeans,
  chino,
  shorts,
  skirt,
  jogger,
};

/** Where a sporty side stripe runs on trousers (track pants). */
export const SIDE_STRIPES = "M 214 226 C 194 420 194 640 222 848 M 586 226 C 606 420 606 640 578 848";
