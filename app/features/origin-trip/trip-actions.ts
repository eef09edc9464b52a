// What the buttons of /origin-trip's parts do. The parts are kept as the server drew them
// (decision 049), their own code never loading: each button says in its markup which action it
// calls (`data-action`), and the page gives the actions (static-part.tsx).

/** The Register Now buttons: the page opens the booking dialog. */
export const REGISTER_ACTION = "register";

/** A question of the FAQ: shows or hides its answer. */
export const TOGGLE_ANSWER = "toggle-answer";

/**
 * Shows or hides what a disclosure button controls (its `aria-controls`), and says so on the
 * button (`aria-expanded`). Styles follow the button's state (`group-aria-expanded:`).
 */
export function toggleAnswer(button: HTMLElement): void {
  const answer = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!answer) return;
  const expanded = button.getAttribute("aria-expanded") === "true";
  button.setAttribute("aria-expanded", String(!expanded));
  answer.hidden = expanded;
}
