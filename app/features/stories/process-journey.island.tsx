import { Check } from "lucide-react";
import { processSteps as steps } from "../../../content/process-journey";
import { cn } from "~/lib/cn";
import { ZoomableImage } from "~/components/ui/zoomable-image";

/**
 * The five steps from cherry to container, image and text alternating; every image opens the
 * viewer of the <ImageSet> around it. No state and no handlers of its own: on /coffee-process it
 * is kept as the server drew it.
 */
export function ProcessJourney() {
  return (
    <section aria-labelledby="journey-heading">
      <h2 id="journey-heading" className="sr-only">
        The journey in five steps
      </h2>
      <ol className="space-y-16 md:space-y-24">
        {steps.map((step, index) => (
          <li key={step.step} className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
            <ZoomableImage
              image={{ ...step.image, caption: `${step.step}. ${step.title}` }}
              sizes="(min-width: 1152px) 34rem, (min-width: 768px) 50vw, 100vw"
              className={cn("aspect-[4/3] rounded-2xl shadow-md", index % 2 === 1 && "md:order-2")}
            />
            <div>
              <p className="flex items-center gap-3">
                <span className="tabular flex h-11 w-11 items-center justify-center rounded-full bg-primary font-display text-lg text-white">
                  {step.step}
                </span>
                <span className="text-xs font-semibold uppercase tracking-[0.22em] text-secondary">
                  Step {step.step} of {steps.length}
                </span>
              </p>
              <h3 className="mt-5 text-3xl md:text-4xl">{step.title}</h3>
              <p className="mt-4 leading-relaxed text-ink/85 md:text-[17px]">{step.body}</p>
              <ul className="mt-6 space-y-2.5">
                {step.details.map((detail) => (
                  <li key={detail} className="flex gap-3 text-[15px] text-ink/85">
                    <Check aria-hidden className="mt-1 h-4 w-4 shrink-0 text-primary" />
                    {detail}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
