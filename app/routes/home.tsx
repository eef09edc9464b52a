import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Abyssinia Green Coffee | Ethiopian Specialty & Commercial Green Coffee" }
];

export default function HomePage() {
  return (
    <section id="home" className="bg-primary py-24 text-white">
      <div className="container-page">
        <h1 className="text-5xl text-white">Beans. Trade. Passion.</h1>
      </div>
    </section>
  );
}
