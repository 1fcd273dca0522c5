import type { ReactNode } from "react";
import type { HowToIllustration } from "@/lib/domain/content/how-to";

/*
 * Small line drawings for the how-to steps, drawn by hand as inline SVG: no image requests, a few hundred
 * bytes each. They are decorative (the step's title and text say the same), so they are hidden from
 * assistive technology.
 */

const INK = "#1d1d1f";
const ACCENT = "#b3261e";
const SOFT = "#f3efe9";
const LEAF = "#c9d6bf";

const stroke = { stroke: INK, strokeWidth: 3, strokeLinecap: "round", strokeLinejoin: "round" } as const;
/** An outline without a fill. */
const line = { ...stroke, fill: "none" } as const;

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <circle cx="80" cy="60" r="54" fill={SOFT} />
      {children}
    </svg>
  );
}

const DRAWINGS: Record<HowToIllustration, ReactNode> = {
  // A shopping bag with a check mark.
  checkout: (
    <>
      <path d="M52 44h56l-5 50H57z" fill="#fff" {...stroke} />
      <path d="M66 44v-6a14 14 0 0 1 28 0v6" {...line} />
      <path d="M68 70l8 8 16-16" {...line} stroke={ACCENT} />
    </>
  ),
  // A map pin over a folded map.
  address: (
    <>
      <path d="M40 50l26-10 28 10 26-10v50l-26 10-28-10-26 10z" fill="#fff" {...stroke} />
      <path d="M66 40v50M94 50v50" {...line} strokeWidth={2} />
      <path
        d="M80 22a14 14 0 0 1 14 14c0 11-14 26-14 26S66 47 66 36a14 14 0 0 1 14-14z"
        fill={ACCENT}
        stroke={INK}
        strokeWidth={3}
      />
      <circle cx="80" cy="36" r="5" fill="#fff" />
    </>
  ),
  // A delivery van.
  courier: (
    <>
      <path d="M34 48h58v34H34z" fill="#fff" {...stroke} />
      <path d="M92 58h18l14 14v10H92z" fill={LEAF} {...stroke} />
      <circle cx="52" cy="86" r="8" fill="#fff" {...stroke} />
      <circle cx="108" cy="86" r="8" fill="#fff" {...stroke} />
      <path d="M44 60h26M44 70h18" {...line} stroke={ACCENT} />
    </>
  ),
  // A parcel arriving at a door.
  delivery: (
    <>
      <path d="M98 30h26v64H98z" fill="#fff" {...stroke} />
      <circle cx="118" cy="64" r="2.5" fill={INK} />
      <path d="M40 58l24-10 24 10v28l-24 10-24-10z" fill={LEAF} {...stroke} />
      <path d="M40 58l24 10 24-10M64 68v28" {...line} />
      <path d="M52 53l24 10" {...line} stroke={ACCENT} />
    </>
  ),
  // A shop front with an awning.
  store: (
    <>
      <path d="M42 52h76v44H42z" fill="#fff" {...stroke} />
      <path d="M38 36h84l-4 16H42z" fill={ACCENT} stroke={INK} strokeWidth={3} strokeLinejoin="round" />
      <path d="M58 36l-3 16M80 36v16M102 36l3 16" {...line} stroke="#fff" strokeWidth={2} />
      <path d="M70 96V72h20v24" fill={LEAF} {...stroke} />
      <path d="M50 64h12v10H50zM98 64h12v10H98z" {...line} strokeWidth={2} />
    </>
  ),
  // A payment card and a phone.
  payment: (
    <>
      <rect x="34" y="42" width="70" height="44" rx="6" fill="#fff" {...stroke} />
      <path d="M34 54h70" {...line} strokeWidth={7} />
      <path d="M44 74h20" {...line} stroke={ACCENT} />
      <rect x="96" y="34" width="30" height="54" rx="5" fill={LEAF} {...stroke} />
      <path d="M106 80h10" {...line} strokeWidth={2} />
    </>
  ),
  // A receipt with a big check mark.
  success: (
    <>
      <path d="M54 26h52v70l-9-6-8 6-9-6-9 6-8-6-9 6z" fill="#fff" {...stroke} />
      <circle cx="80" cy="54" r="16" fill={ACCENT} />
      <path d="M72 54l6 6 11-12" {...line} stroke="#fff" />
      <path d="M64 80h32" {...line} strokeWidth={2} />
    </>
  ),
  // A hand receiving a shopping bag over a counter.
  pickup: (
    <>
      <path d="M30 84h100" {...line} />
      <path d="M62 46h36l-3 38H65z" fill={LEAF} {...stroke} />
      <path d="M72 46v-4a8 8 0 0 1 16 0v4" {...line} />
      <path d="M100 66h14a8 8 0 0 1 0 16h-12" {...line} stroke={ACCENT} />
      <path d="M40 100h80" {...line} strokeWidth={2} />
    </>
  ),
};

export function StepIllustration({ name }: { name: HowToIllustration }) {
  return <Frame>{DRAWINGS[name]}</Frame>;
}
