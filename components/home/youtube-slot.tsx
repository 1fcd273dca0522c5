"use client";

import Image from "next/image";
import { useState } from "react";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useNotReady } from "@/components/ui/not-ready";
import styles from "./home.module.css";

/** A YouTube video that loads the player only when the shopper presses play (no third-party request before that). */
export function YouTubeSlot({
  videoId,
  title,
  poster,
  onPlay,
}: {
  videoId: string;
  title: string;
  /** The address of a poster image of ours. */
  poster: string | null;
  onPlay?: () => void;
}) {
  const m = useMessages("home");
  const [playing, setPlaying] = useState(false);
  const notReady = useNotReady();
  if (playing) {
    return (
      <iframe
        className={styles.video}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.videoPoster}
        aria-label={fmt(m.video.play, { title })}
        onClick={() => {
          setPlaying(true);
          onPlay?.();
        }}
        disabled={notReady.waiting}
        aria-describedby={notReady.describedBy}
      >
        {/* Without a poster of ours, a drawn one: nothing is fetched from YouTube before the shopper presses play. */}
        {poster ? (
          <Image src={poster} alt="" fill sizes="100vw" />
        ) : (
          <span className={styles.posterFallback} aria-hidden="true">
            {title}
          </span>
        )}
        <span className={styles.play} aria-hidden="true">
          ▶
        </span>
      </button>
      {notReady.hint}
    </>
  );
}
