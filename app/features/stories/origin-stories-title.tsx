// /coffee-stories' title band with its way back home, a part kept as the server drew it (decision
// 049).
import { originStoriesIntro } from "../../../content/origin-stories";
import { TitleBand } from "~/components/layout/title-band";

export function OriginStoriesTitle() {
  return (
    <TitleBand
      eyebrow={originStoriesIntro.eyebrow}
      title={originStoriesIntro.title}
      back={{ section: "coffee-stories", label: "Back to Home" }}
    >
      <p>{originStoriesIntro.body}</p>
    </TitleBand>
  );
}
