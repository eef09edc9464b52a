// The head's palette script, apart from the palettes themselves (app/lib/palette.ts): the root
// route imports it, and what it imports goes to every page's first load.

export const PALETTE_STORAGE_KEY = "palette";

/** Runs before first paint (inline in the HTML head) so a saved palette never flashes. */
export const PALETTE_BOOT_SCRIPT = `try{var p=localStorage.getItem("${PALETTE_STORAGE_KEY}");if(p)document.documentElement.dataset.palette=p}catch(e){}`;
