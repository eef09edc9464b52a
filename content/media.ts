// The media library: every image id the site's content refers to, one id per place where the
// content differs. A place shows a drawing from content/media until a photograph named after its
// id is dropped into content/photos (`content/photos/<id>.jpg`); `scripts/build-media.ts` turns
// whichever it finds into AVIF/WebP variants and content/media-manifest.json.

export type MediaKind = "scene" | "detail" | "logo" | "pattern";

/** A part of a drawing, in the drawing's own units (its viewBox). */
export interface DrawingCrop {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What a place shows until its photograph arrives: a drawing, or another view of one. */
export interface DrawingView {
  /** File name, without `.svg`, of a drawing in content/media. */
  readonly file: string;
  /** The part shown; the whole drawing when left out. Keep the place's aspect ratio. */
  readonly crop?: DrawingCrop;
  /** Mirrored left to right (before cropping), so a second view does not read as a copy. */
  readonly mirror?: boolean;
}

export interface MediaSource {
  /** Default alternative text; pages may pass a more specific one. */
  readonly alt: string;
  readonly kind: MediaKind;
  /** The drawing shown until content/photos/<id>.* exists; content/media/<id>.svg when left out. */
  readonly drawing?: DrawingView;
  /**
   * A full-screen background (a hero): also made as its portrait crop (content/media-variants.ts),
   * which a screen held upright shows instead of enlarging the landscape picture's middle.
   */
  readonly portrait?: true;
}

// A view shows two thirds of a drawing's width, in the drawing's own aspect ratio, from (x, y):
// scenes are drawn 1920 x 1080, details 1600 x 1067.
const view =
  (width: number, height: number) =>
  (file: string, x: number, y: number, { mirror = false } = {}): DrawingView => ({
    file,
    crop: { x, y, width, height },
    ...(mirror ? { mirror } : {}),
  });
const sceneView = view(1200, 675);
const detailView = view(1000, 667);

export const mediaLibrary = {
  "hero-highlands": {
    alt: "Highland coffee landscape at dawn: layered ridges, shade trees and rows of coffee shrubs heavy with red cherries",
    kind: "scene",
    portrait: true,
  },
  "origin-yirgacheffe": {
    alt: "Terraced hills of Yirgacheffe with enset plants and coffee under shade trees in morning light",
    kind: "scene",
  },
  "origin-gedeb": {
    alt: "High ridges of Gedeb above the mist, with smallholder coffee gardens on the slopes",
    kind: "scene",
  },
  "origin-guji": {
    alt: "Open Guji highlands in warm afternoon light, coffee shrubs along the contour of the hill",
    kind: "scene",
  },
  "origin-guji-forest": {
    alt: "Forest coffee in Guji growing under tall native trees",
    kind: "scene",
  },
  "origin-kochere": {
    alt: "The Kochere valley at dusk, with round tukul houses among the coffee gardens",
    kind: "scene",
  },
  "origin-limmu": {
    alt: "A wide green valley in Limmu with a river and woodland coffee",
    kind: "scene",
  },
  "cherries-branch": {
    alt: "A coffee branch with clusters of ripe red cherries and a few still ripening",
    kind: "detail",
  },
  "harvest-basket": {
    alt: "A woven basket filled with hand-picked red coffee cherries",
    kind: "detail",
  },
  "farmer-portrait": {
    alt: "A coffee farmer with a harvest basket among her coffee shrubs at golden hour",
    kind: "scene",
  },
  "washing-channels": {
    alt: "Washing station channels where parchment coffee is graded in flowing water",
    kind: "scene",
  },
  "drying-beds": {
    alt: "Rows of raised African drying beds with cherries and parchment drying in the sun",
    kind: "scene",
    portrait: true,
  },
  "dry-mill": {
    alt: "The dry mill: hulling, grading and sorting lines for green coffee",
    kind: "scene",
  },
  "green-beans-grading": {
    alt: "Green coffee beans on a grading tray beside a screen sieve",
    kind: "detail",
  },
  "cupping-table": {
    alt: "A cupping table seen from above, with rows of cups, spoons and green and roasted samples",
    kind: "detail",
  },
  "warehouse-jute-bags": {
    alt: "Stacks of 60 kg jute bags of green coffee in a warehouse lit from high windows",
    kind: "scene",
  },
  "logistics-truck": {
    alt: "A truck loaded with coffee bags on a highland road on the way to the port",
    kind: "scene",
  },
  "coffee-ceremony": {
    alt: "An Ethiopian coffee ceremony: a clay jebena and small cups on a low table strewn with fresh grass",
    kind: "detail",
  },
  "seedling-nursery": {
    alt: "A coffee seedling nursery under shade netting",
    kind: "scene",
  },
  "community-school": {
    alt: "A village school among coffee gardens, with a path leading up to it",
    kind: "scene",
  },
  "coffee-leaf-pattern": {
    alt: "",
    kind: "pattern",
  },
  "partner-ecta": {
    alt: "Ethiopian Coffee and Tea Authority",
    kind: "logo",
  },
  "partner-ecx": {
    alt: "Ethiopia Commodity Exchange",
    kind: "logo",
  },
  "partner-ocfcu": {
    alt: "Oromia Coffee Farmers Cooperative Union",
    kind: "logo",
  },
  "partner-scfcu": {
    alt: "Sidama Coffee Farmers Cooperative Union",
    kind: "logo",
  },
  "partner-ycfcu": {
    alt: "Yirgacheffe Coffee Farmers Cooperative Union",
    kind: "logo",
  },

  // One id per further place: another view of a drawing until its own photograph arrives.
  "portfolio-highland-gardens": {
    alt: "Coffee shrubs heavy with cherries on a highland slope, shade trees on the ridge behind",
    kind: "scene",
    drawing: sceneView("hero-highlands", 0, 405, { mirror: true }),
  },
  "portfolio-ripe-cherry": {
    alt: "Clusters of ripe red cherries along a coffee branch",
    kind: "detail",
    drawing: detailView("cherries-branch", 600, 200),
  },
  "collection-specialty": {
    alt: "A coffee branch with ripe red cherries and glossy leaves",
    kind: "detail",
    drawing: detailView("cherries-branch", 0, 300, { mirror: true }),
  },
  "gallery-cherries": {
    alt: "Ripe and ripening cherries side by side on one branch",
    kind: "detail",
    drawing: detailView("cherries-branch", 300, 300, { mirror: true }),
  },
  "portfolio-washing-station": {
    alt: "Parchment coffee moving down the washing channels",
    kind: "scene",
    drawing: sceneView("washing-channels", 360, 405),
  },
  "about-washing-station": {
    alt: "The covered washing channels of a washing station",
    kind: "scene",
    drawing: sceneView("washing-channels", 0, 200, { mirror: true }),
  },
  "gallery-washing-channels": {
    alt: "A worker's rake in the washing channel",
    kind: "scene",
    drawing: sceneView("washing-channels", 720, 405, { mirror: true }),
  },
  "portfolio-raised-beds": {
    alt: "Long rows of raised drying beds reaching to the horizon",
    kind: "scene",
    drawing: sceneView("drying-beds", 600, 300),
  },
  "collection-special-processing": {
    alt: "Cherries drying on raised beds for special processing",
    kind: "scene",
    drawing: sceneView("drying-beds", 0, 405, { mirror: true }),
  },
  "teaser-origin-trip": {
    alt: "A washing station's drying beds under the harvest sun",
    kind: "scene",
    drawing: sceneView("drying-beds", 0, 0, { mirror: true }),
  },
  "gallery-drying-beds": {
    alt: "Coffee turned on the raised beds by a worker",
    kind: "scene",
    drawing: sceneView("drying-beds", 360, 200),
  },
  "portfolio-cupping-lab": {
    alt: "Green and roasted samples beside the first row of cupping bowls",
    kind: "detail",
    drawing: detailView("cupping-table", 0, 0),
  },
  "trip-quality-lab": {
    alt: "A cupping form on its clipboard beside the brewed cups",
    kind: "detail",
    drawing: detailView("cupping-table", 600, 400),
  },
  "resources-news": {
    alt: "Cupping bowls and spoons on the lab table",
    kind: "detail",
    drawing: detailView("cupping-table", 300, 200, { mirror: true }),
  },
  "gallery-cupping": {
    alt: "Rows of cups with the crust still on, ready to break",
    kind: "detail",
    drawing: detailView("cupping-table", 250, 150),
  },
  "portfolio-warehouse": {
    alt: "Stacks of jute bags in the warehouse",
    kind: "scene",
    drawing: sceneView("warehouse-jute-bags", 0, 200),
  },
  "trip-direct-trade": {
    alt: "Lots stacked and marked for export in the warehouse",
    kind: "scene",
    drawing: sceneView("warehouse-jute-bags", 720, 300),
  },
  "collection-commercial": {
    alt: "Jute bags of green coffee stacked to the rafters",
    kind: "scene",
    drawing: sceneView("warehouse-jute-bags", 300, 405, { mirror: true }),
  },
  "gallery-warehouse": {
    alt: "Light from high windows on the stacked bags",
    kind: "scene",
    drawing: sceneView("warehouse-jute-bags", 600, 405, { mirror: true }),
  },
  "teaser-impact": {
    alt: "Children walking up the path to the village school",
    kind: "scene",
    drawing: sceneView("community-school", 360, 405),
  },
  "gallery-community-school": {
    alt: "A village school among coffee gardens",
    kind: "scene",
    drawing: sceneView("community-school", 0, 300, { mirror: true }),
  },
  "founder-heritage": {
    alt: "A coffee farmer picking ripe cherries at golden hour",
    kind: "scene",
    drawing: sceneView("farmer-portrait", 300, 200, { mirror: true }),
  },
  "gallery-farmer": {
    alt: "A farmer with her harvest basket among the coffee shrubs",
    kind: "scene",
    drawing: sceneView("farmer-portrait", 600, 405),
  },
  "trip-harvest-tour": {
    alt: "Hand-picked red cherries in a woven basket",
    kind: "detail",
    drawing: detailView("harvest-basket", 300, 200),
  },
  "gallery-green-grading": {
    alt: "Green beans on a screen sieve",
    kind: "detail",
    drawing: detailView("green-beans-grading", 0, 0),
  },
  "gallery-dry-mill": {
    alt: "Hulling and sorting machines at the dry mill",
    kind: "scene",
    drawing: sceneView("dry-mill", 0, 200, { mirror: true }),
  },
  "gallery-coffee-ceremony": {
    alt: "A clay jebena beside small cups at a coffee ceremony",
    kind: "detail",
    drawing: detailView("coffee-ceremony", 500, 300),
  },
  "gallery-yirgacheffe": {
    alt: "Terraced hills of Yirgacheffe with enset and coffee",
    kind: "scene",
    drawing: sceneView("origin-yirgacheffe", 720, 405, { mirror: true }),
  },
  "story-layo-taraga": {
    alt: "Tall native trees shading coffee near Layo Taraga",
    kind: "scene",
    drawing: sceneView("origin-guji-forest", 720, 0, { mirror: true }),
  },
  "gallery-guji-forest": {
    alt: "Forest coffee under tall native trees in Guji",
    kind: "scene",
    drawing: sceneView("origin-guji-forest", 0, 405),
  },
  "story-guji-gogogu": {
    alt: "Coffee shrubs along the contour of a Guji hill",
    kind: "scene",
    drawing: sceneView("origin-guji", 720, 405, { mirror: true }),
  },
  "story-halo-beriti": {
    alt: "Smallholder coffee gardens on the ridges above Halo Beriti",
    kind: "scene",
    drawing: sceneView("origin-gedeb", 720, 300, { mirror: true }),
  },
  "teaser-coffee-stories": {
    alt: "High ridges above the morning mist",
    kind: "scene",
    drawing: sceneView("origin-gedeb", 0, 200),
  },
  "story-kochere-rego": {
    alt: "Coffee gardens and enset in Kochere at dusk",
    kind: "scene",
    drawing: sceneView("origin-kochere", 720, 405, { mirror: true }),
  },
  "founder-journey": {
    alt: "A green valley in Limmu with a river winding through woodland coffee",
    kind: "scene",
    drawing: sceneView("origin-limmu", 360, 405, { mirror: true }),
  },
} as const satisfies Record<string, MediaSource>;

/** The id of a media source: its file name in content/media without the extension. */
export type MediaId = keyof typeof mediaLibrary;

export const mediaIds = Object.keys(mediaLibrary) as MediaId[];

/** An image placed in content: which media, and what it shows in this place. */
export interface ContentImage {
  readonly id: MediaId;
  readonly alt: string;
}
