// /coffee-process's title band; the five-step journey is in process-journey.ts, the stats block and
// the processing facts in process-figures.ts, each loaded with the component that shows it.
export const processIntro = {
  eyebrow: "Our Process",
  title: "From cherry to container",
  body: "Five steps, all run by our own people: the farms, the washing stations, the mill, the lab and the warehouse. Each one is where a coffee’s quality is kept or lost.",
} as const;
