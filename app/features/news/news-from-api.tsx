import { LoadingNews, NewsBoard } from "./news-events-board";
import { useNewsEvents } from "./news-events-query";

/**
 * The news page's items as GET /api/news-events answers them. A failed load is not shown as an
 * error (spec section 8): it reads as an empty list.
 */
export default function NewsFromApi() {
  const { data, isPending } = useNewsEvents();
  if (isPending) return <LoadingNews />;
  return <NewsBoard items={data ?? []} drawnOn={null} />;
}
