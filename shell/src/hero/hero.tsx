import { messages } from '../messages';

/** The storefront's promise, above the wizard. */
export function Hero() {
  return (
    <section className="sf-hero" aria-labelledby="sf-hero-title">
      <h1 id="sf-hero-title">{messages.hero.title}</h1>
      <p>{messages.hero.bonusPromise}</p>
    </section>
  );
}
