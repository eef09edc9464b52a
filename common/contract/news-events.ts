import { z } from "../zod";
import { newsEventSchema } from "../schemas/news-event";
import { endpoint } from "./endpoint";
import { newsEventRecord, successReply } from "./records";
import { recordIdParams } from "./record-id";

/** News, events and announcements: everyone reads them; the administrator writes them. */
export const newsEventApi = {
  list: endpoint({ method: "GET", path: "/api/news-events", response: z.array(newsEventRecord) }),
  create: endpoint({
    method: "POST",
    path: "/api/news-events",
    body: newsEventSchema,
    response: newsEventRecord,
    status: 201,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/news-events/:id",
    params: recordIdParams,
    body: newsEventSchema,
    response: newsEventRecord,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/news-events/:id",
    params: recordIdParams,
    response: successReply,
  }),
};
