import type { FeedbackPayload } from '@showfolio/portfolio-schema';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { appPaths } from '@showfolio/portfolio-schema';
import { useNearViewport } from '../../hooks/useNearViewport';
import { Accordion } from '../../primitives/Accordion';
import { Badge } from '../../primitives/Badge';
import { ButtonLink } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Skeleton } from '../../primitives/Skeleton';
import { container } from '../SiteLayout/page.css';
import {
  faqs,
  features,
  steps,
  templateThumbnails,
  testimonials,
  thumbnailSize,
  type Testimonial,
} from './landing.data';
import * as styles from './LandingScreen.css';
import { cx } from '../../primitives/cx/cx';

// The form brings react-hook-form and the feedback schema (zod): it loads when the visitor nears
// its section, so the rest of the page never waits for it.
const FeedbackForm = lazy(() =>
  import('../FeedbackForm/FeedbackForm').then((module) => ({ default: module.FeedbackForm })),
);

/** The spec's placeholder durations: 1 s for features, 1.5 s for steps. */
export const landingSkeletonDelays = { features: 1000, steps: 1500 } as const;

export interface LandingScreenProps {
  onSubmitFeedback: (payload: FeedbackPayload) => Promise<unknown>;
}

function useElapsed(ms: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return done;
}

/** The feedback form once the visitor is near it; until then (and while it loads) its space, kept. */
function FeedbackSlot({ onSubmitFeedback }: LandingScreenProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.feedbackSlot}>
      {near && (
        <Suspense fallback={null}>
          <FeedbackForm onSubmitFeedback={onSubmitFeedback} />
        </Suspense>
      )}
    </div>
  );
}

interface PlaceheldProps {
  /** The placeholder's accessible name, e.g. "Loading features". */
  label: string;
  delayMs: number;
  /** How many placeholder cards, each holding `card`. */
  count: number;
  card: ReactNode;
  /** The content the placeholder stands for. */
  children: ReactNode;
}

/**
 * The spec's placeholder for `delayMs`, then `children`. Without scripting nothing would ever
 * replace the placeholder, so it steps aside for the same content in <noscript>.
 */
function Placeheld({ label, delayMs, count, card, children }: PlaceheldProps) {
  const ready = useElapsed(delayMs);
  if (ready) return children;
  return (
    <>
      <div role="group" aria-busy="true" aria-label={label} className={styles.placeholder}>
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} padding="lg">
            {card}
          </Card>
        ))}
      </div>
      <noscript>{children}</noscript>
    </>
  );
}

function FeatureList() {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <Card as="li" key={feature.title} padding="lg">
          <span aria-hidden="true" className={styles.icon}>
            {feature.icon}
          </span>
          <h3 className={styles.cardTitle}>{feature.title}</h3>
          <p className={styles.muted}>{feature.description}</p>
        </Card>
      ))}
    </ul>
  );
}

function StepList() {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <Card as="li" key={step.title} padding="lg">
          <span aria-hidden="true" className={styles.stepNumber}>
            {index + 1}
          </span>
          <h3 className={styles.cardTitle}>{step.title}</h3>
          <p className={styles.muted}>{step.description}</p>
        </Card>
      ))}
    </ol>
  );
}

/** The marketing home page: hero, features, Mio, steps, testimonials, feedback and FAQ. */
export function LandingScreen({ onSubmitFeedback }: LandingScreenProps) {
  const rows = [testimonials.slice(0, 5), testimonials.slice(5, 10)];

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={cx(container, styles.heroInner)}>
          <Badge tone="accent">Free plan available</Badge>
          <h1 id="hero-title" className={styles.heroTitle}>
            Showcase your work with a portfolio that stands out
          </h1>
          <p className={styles.heroLead}>
            Build a professional portfolio in minutes without writing code. Fill in your profile, pick a template and
            publish it free on your own subdomain.
          </p>
          <div className={styles.actions}>
            <ButtonLink href={appPaths.signup}>Get Started for Free</ButtonLink>
            <ButtonLink href="/#working" variant="secondary">
              See How It Works
            </ButtonLink>
          </div>
        </div>
      </section>

      <section id="templates" className={styles.altSection} aria-labelledby="templates-title">
        <div className={container}>
          <header className={styles.sectionHeader}>
            <h2 id="templates-title" className={styles.sectionTitle}>
              Pick a Template You Love
            </h2>
            <p className={styles.sectionLead}>
              {templateThumbnails.length} templates, all free. Switch any time: your content moves with you.
            </p>
          </header>
          <ul className={styles.thumbnails}>
            {templateThumbnails.map((template) => (
              <li key={template.id} className={styles.thumbnailCard}>
                <img
                  className={styles.thumbnailImage}
                  src={template.thumbnailUrl}
                  srcSet={template.srcSet}
                  sizes={styles.thumbnailSizes}
                  alt={`The ${template.name} template with a sample portfolio`}
                  width={thumbnailSize.width}
                  height={thumbnailSize.height}
                  loading="lazy"
                  decoding="async"
                />
                {/* The whole card is the link (its ::after covers it); its name says where it goes. */}
                <a
                  className={styles.thumbnailLink}
                  href={appPaths.signup}
                  aria-label={`Start with ${template.name}`}
                >
                  {template.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="features" className={styles.section} aria-labelledby="features-title">
        <div className={container}>
          <header className={styles.sectionHeader}>
            <h2 id="features-title" className={styles.sectionTitle}>
              Everything You Need to Shine
            </h2>
            <p className={styles.sectionLead}>All the essentials for a standout portfolio, included in the free plan.</p>
          </header>
          <Placeheld
            label="Loading features"
            delayMs={landingSkeletonDelays.features}
            count={features.length}
            card={
              <>
                <Skeleton shape="rect" width="48px" height="48px" />
                <Skeleton width="60%" height="1.25em" />
                <Skeleton />
                <Skeleton width="80%" />
              </>
            }
          >
            <FeatureList />
          </Placeheld>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="mio-title">
        <div className={container}>
          <div className={styles.mio}>
            <Badge tone="accent">Dropping soon</Badge>
            <h2 id="mio-title" className={styles.sectionTitle}>
              Meet Mio, your AI portfolio assistant
            </h2>
            <p>
              Mio will write your bio, polish your project descriptions and suggest improvements so your portfolio
              shines. Also coming soon: photography templates and a template for UI/UX designers.
            </p>
          </div>
        </div>
      </section>

      <section id="working" className={styles.altSection} aria-labelledby="working-title">
        <div className={container}>
          <header className={styles.sectionHeader}>
            <h2 id="working-title" className={styles.sectionTitle}>
              How It Works
            </h2>
            <p className={styles.sectionLead}>Three steps from a blank page to a live portfolio.</p>
          </header>
          <Placeheld
            label="Loading steps"
            delayMs={landingSkeletonDelays.steps}
            count={steps.length}
            card={
              <>
                <Skeleton shape="circle" width="40px" height="40px" />
                <Skeleton width="50%" height="1.25em" />
                <Skeleton />
              </>
            }
          >
            <StepList />
          </Placeheld>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="testimonials-title">
        <div className={container}>
          <header className={styles.sectionHeader}>
            <h2 id="testimonials-title" className={styles.sectionTitle}>
              What Our Users Say
            </h2>
          </header>
        </div>
        <div className={styles.rows}>
          {rows.map((row, index) => (
            <TestimonialRow key={index} items={row} reverse={index === 1} />
          ))}
        </div>
      </section>

      <section id="feedback" className={styles.altSection} aria-labelledby="feedback-title">
        <div className={cx(container, styles.twoColumns)}>
          <header className={styles.sectionHeader}>
            <h2 id="feedback-title" className={styles.sectionTitle}>
              Share Your Feedback
            </h2>
            <p className={styles.sectionLead}>
              Tell us what you love and what we could do better. Every message is read by the team.
            </p>
          </header>
          <FeedbackSlot onSubmitFeedback={onSubmitFeedback} />
        </div>
      </section>

      <section id="faq" className={styles.section} aria-labelledby="faq-title">
        <div className={container}>
          <header className={styles.sectionHeader}>
            <h2 id="faq-title" className={styles.sectionTitle}>
              Frequently Asked Questions
            </h2>
          </header>
          <Accordion headingLevel={3}>
            {faqs.map((faq) => (
              <Accordion.Item key={faq.question} value={faq.question}>
                <Accordion.Trigger>{faq.question}</Accordion.Trigger>
                <Accordion.Content>{faq.answer}</Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion>
        </div>
      </section>
    </>
  );
}

/** One marquee row: the items, then the same items again (hidden from assistive tech) for a seamless loop. */
function TestimonialRow({ items, reverse }: { items: ReadonlyArray<Testimonial>; reverse: boolean }) {
  const render = (testimonial: Testimonial, copy: boolean) => (
    <li key={`${copy ? 'copy-' : ''}${testimonial.name}`} className={styles.testimonial} aria-hidden={copy || undefined}>
      <blockquote className={styles.quote}>“{testimonial.quote}”</blockquote>
      <p className={styles.person}>
        {testimonial.name}, <span className={styles.muted}>{testimonial.role}</span>
      </p>
    </li>
  );
  return (
    <div className={styles.marquee}>
      <ul className={styles.track} data-direction={reverse ? 'reverse' : 'forward'}>
        {items.map((testimonial) => render(testimonial, false))}
        {items.map((testimonial) => render(testimonial, true))}
      </ul>
    </div>
  );
}
