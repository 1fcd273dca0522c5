import type { HowToStep } from "@/lib/domain/content/how-to";
import styles from "./how-to-steps.module.css";
import { StepIllustration } from "./illustrations";

/** The numbered steps of a how-to page, each with its drawing. */
export function HowToSteps({ steps }: { steps: readonly HowToStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <div className={styles.art}>
            <StepIllustration name={step.illustration} />
          </div>
          <p className={styles.number} aria-hidden="true">
            {index + 1}
          </p>
          <h2 className={styles.title}>{step.title}</h2>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
