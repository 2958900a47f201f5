import '@mantine/carousel/styles.css';
import { CAROUSEL } from '@hctl/contracts/constants';
import { Carousel } from '@mantine/carousel';
import { ActionIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { type Key, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * Embla's `duration` is not in milliseconds: each frame (1/60 s) the velocity gains
 * distance / duration and keeps 0.68 of itself. 20 brings a slide within 1% of its place in about
 * 480 ms without overshooting, the closest to the spec's speed of 500 ms.
 */
const EMBLA_DURATION_FOR_500_MS = 20;

// "Under 1440 px" and so on: each query matches below its width; the narrowest match wins.
const QUERIES = CAROUSEL.below.map((b) => ({
  query: `(max-width: ${b.maxWidth - 0.02}px)`,
  slides: b.slides,
}));
function slidesNow() {
  let n: number = CAROUSEL.slidesPerView;
  for (const q of QUERIES) if (window.matchMedia(q.query).matches) n = q.slides;
  return n;
}
function onViewportChange(notify: () => void) {
  const lists = QUERIES.map((q) => window.matchMedia(q.query));
  for (const l of lists) l.addEventListener('change', notify);
  return () => {
    for (const l of lists) l.removeEventListener('change', notify);
  };
}
/** Slides per view for the viewport: 4, 3 under 1440 px, 2 under 1024 px, 1 under 768 px (spec §9). */
const useSlidesPerView = () => useSyncExternalStore(onViewportChange, slidesNow);

export interface FeaturedCarouselProps<T> {
  /** The items, one slide each. */
  items: readonly T[];
  /** What a slide shows (a card); its links and buttons are reachable by Tab, which pauses autoplay. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable React key per item. */
  itemKey: (item: T) => Key;
  /** The carousel's accessible name ("Featured jobs"), also naming its controls. */
  label: string;
  /** A test id for the carousel's root. */
  testId?: string;
}

/**
 * The home page's featured carousels (jobs, services; spec §9): 4 slides per view, 3 under
 * 1440 px, 2 under 1024 px, 1 under 768 px; autoplay every 5 s with ~500 ms transitions, paused
 * while the pointer is over it or focus is inside it, and by its pause button (WCAG 2.2.2);
 * no autoplay and instant moves for people who prefer reduced motion. Arrow keys, Home and End
 * move it when focus is inside (Mantine), focusing a slide brings it into view (embla), and the
 * previous/next buttons are named after `label`.
 *
 * Usage: `<FeaturedCarousel label="Featured services" items={services} itemKey={(s) => s.slug}
 * renderItem={(s) => <ServiceCard service={s} />} />`. Load it lazily from public pages (it brings
 * embla and the carousel styles), as HomePage does.
 */
export function FeaturedCarousel<T>({ items, renderItem, itemKey, label, testId }: FeaturedCarouselProps<T>) {
  const slides = useSlidesPerView();
  const reduced = useReducedMotion(undefined, { getInitialValueInEffect: false });
  // The plugin only turns the slides; when it runs is decided here. Its own hover and focus
  // handlers would restart it on leaving even after the pause button, so they are off; a drag
  // (stopOnInteraction) stops it until the pointer leaves or focus moves out.
  const autoplay = useRef(
    Autoplay({
      delay: CAROUSEL.autoplayMs,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const moves = items.length > slides;
  const rotating = moves && !reduced && !paused && !hovered && !focused;

  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!embla || !plugin) return;
    // While it rotates on its own, "Slide n of m" is not announced (WAI-ARIA carousel pattern).
    const setLive = (on: boolean) =>
      root.current?.querySelector('[role="status"]')?.setAttribute('aria-live', on ? 'polite' : 'off');
    const onPlay = () => setLive(false);
    const onStop = () => setLive(true);
    embla.on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    if (rotating) plugin.play();
    else plugin.stop();
    setLive(!plugin.isPlaying());
    return () => {
      embla.off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla, rotating]);

  return (
    <>
      <Carousel
        ref={root}
        aria-label={label}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
        }}
        data-testid={testId}
        slideSize={`${100 / slides}%`}
        slideGap="md"
        emblaOptions={{
          align: 'start',
          loop: moves,
          duration: reduced ? 0 : EMBLA_DURATION_FOR_500_MS,
          slidesToScroll: 1,
        }}
        plugins={[autoplay.current]}
        getEmblaApi={setEmbla}
        previousControlProps={{ 'aria-label': `Previous: ${label}` }}
        nextControlProps={{ 'aria-label': `Next: ${label}` }}
        withControls={moves}
        controlSize={32}
        controlsOffset={0}
        // The buttons sit in gutters beside the slides rather than over the first and last card.
        styles={moves ? { root: { paddingInline: 40 } } : undefined}
      >
        {items.map((item, i) => (
          <Carousel.Slide key={itemKey(item)} aria-label={`${i + 1} of ${items.length}`}>
            {renderItem(item, i)}
          </Carousel.Slide>
        ))}
      </Carousel>
      {moves && !reduced && (
        <ActionIcon
          variant="default"
          size="sm"
          aria-label={paused ? `Play: ${label}` : `Pause: ${label}`}
          onClick={() => setPaused((p) => !p)}
          ml="auto"
          mt="xs"
          display="flex"
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </ActionIcon>
      )}
    </>
  );
}

const PauseIcon = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <rect x="2" y="1.5" width="3" height="9" fill="currentColor" />
    <rect x="7" y="1.5" width="3" height="9" fill="currentColor" />
  </svg>
);
const PlayIcon = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M3 1.5v9l7-4.5z" fill="currentColor" />
  </svg>
);
