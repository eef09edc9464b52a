// The look of a text field, apart from the Field wrapper so that the site footer's newsletter
// field takes it without the form fields every other form uses.
export const inputClass =
  "block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-[15px] text-ink shadow-xs transition placeholder:text-muted/70 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/20 aria-[invalid=true]:border-soldout disabled:bg-light disabled:text-muted";
