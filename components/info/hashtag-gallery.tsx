import Image from "next/image";
import type { HomeData as HomePage } from "@/lib/domain/types";
import styles from "./hashtag-gallery.module.css";

type HashtagImage = HomePage["hashtag_images"][number];

/** The hashtag photos, each opening its Instagram post in a new tab. */
export function HashtagGallery({ images, tag }: { images: readonly HashtagImage[]; tag: string }) {
  return (
    <ul className={styles.grid}>
      {images.map((image, index) => (
        <li key={image.id}>
          <a href={image.ig_url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <Image
              src={image.image_url}
              alt={image.caption ? `${tag}: ${image.caption}` : `${tag} photo ${index + 1}`}
              width={800}
              height={800}
              sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 290px"
              preload={index < 4}
              className={styles.image}
            />
            {image.caption ? <span className={styles.caption}>{image.caption}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
