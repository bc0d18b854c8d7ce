import { KeepWords } from "~/ui/keep-words-text";
import { Reveal } from "~/ui/reveal";
import { SectionHeader } from "~/ui/section-header";
import { coreValues, coreValuesSection } from "~/content/values";
import { cn } from "~/ui/utils";

/** The five numbered company values with their heading, on a light or a dark band. */
export function CoreValues({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const light = tone === "light";
  return (
    <>
      <Reveal>
        <SectionHeader
          id="values-heading"
          tone={tone}
          eyebrow={coreValuesSection.eyebrow}
          title={coreValuesSection.title}
          intro={coreValuesSection.intro}
        />
      </Reveal>
      <ol className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-5">
        {coreValues.map((value, index) => (
          <Reveal
            as="li"
            key={value.number}
            delay={index * 0.08}
            className={cn("border-t pt-6", light ? "border-ivory/20" : "border-sand")}
          >
            <span className={cn("font-display text-4xl", light ? "text-brass-light" : "text-brass")}>
              {value.number}
            </span>
            <h3 className={cn("mt-4 text-xl", light && "text-ivory")}><KeepWords>{value.title}</KeepWords></h3>
            <p className={cn("mt-3 text-[0.95rem]", light ? "text-sand" : "text-bark")}>{value.description}</p>
          </Reveal>
        ))}
      </ol>
    </>
  );
}
