import type { ContentBlock } from "@/lib/domain/content/policy";
import styles from "./content-blocks.module.css";

/** Paragraphs and lists of an FAQ answer or a terms section. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, i) => {
        if (typeof block === "string") return <p key={i}>{block}</p>;
        if ("list" in block) {
          return (
            <ul key={i}>
              {block.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <ol key={i}>
            {block.steps.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        );
      })}
    </div>
  );
}
