import { KeepWords } from "~/ui/keep-words-text";
import { Reveal } from "~/ui/reveal";
import { SectionHeader } from "~/ui/section-header";
import type { ValuesCopy } from "~/content/values";
import { cn } from "~/ui/class-names";

/** The five numbered company values with their heading, on a light or a dark band. */
export function CoreValues({ copy, tone = "dark" }: { copy: ValuesCopy; tone?: "dark" | "light" }) {
  const light = tone === "light";
  return (
    <>
      <Reveal>
        <SectionHeader
          id="values-heading"
          tone={tone}
          eyebrow={copy.eyebrow}
          title={copy.title}
          intro={copy.intro}
        />
      </Reveal>
      {/* Number, title and text are styled by the list's class and tone (app.css). */}
      <ol className={cn("value-list", light && "value-list-light")}>
        {copy.values.map((value, index) => (
          <Reveal as="li" key={value.number} delay={index * 0.08}>
            <span>{value.number}</span>
            <h3>
              <KeepWords>{value.title}</KeepWords>
            </h3>
            <p>{value.description}</p>
          </Reveal>
        ))}
      </ol>
    </>
  );
}
