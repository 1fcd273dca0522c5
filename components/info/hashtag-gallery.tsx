import Image from "next/image";
import type { HashtagImage } from "@/lib/domain/catalog/home-contract";
import { fmt } from "@/lib/i18n/format";
import styles from "./hashtag-gallery.module.css";

/** The hashtag photos, each opening its Instagram post in a new tab. */
interface Props {
  images: readonly HashtagImage[];
  tag: string;
  /** Alt text templates: '{tag}: {caption}' and '{tag} photo {index}'. */
  m: { captionAlt: string; photoAlt: string };
}

export function HashtagGallery({ images, tag, m }: Props) {
  return (
    <ul className={styles.grid}>
      {images.map((image, index) => (
        <li key={image.id}>
          <a href={image.ig_url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <Image
              src={image.image_url}
              alt={
                image.caption
                  ? fmt(m.captionAlt, { tag, caption: image.caption })
                  : fmt(m.photoAlt, { tag, index: index + 1 })
              }
              width={800}
              height={800}
              sizes="(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 290px"
              className={styles.image}
              loading={index < 4 ? "eager" : "lazy"}
            />
            {image.caption ? <span className={styles.caption}>{image.caption}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
