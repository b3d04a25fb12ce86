import { Star } from 'lucide-react';
import { categoryField, useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { useLandingFigures, type LandingFigures } from '../api/use-landing-figures.ts';
import { FigureSlot } from './figure-slot.tsx';

type ShownReview = LandingFigures['reviews'][number];

function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <p role="img" className="flex gap-0.5" aria-label={t('landing.reviews.rated', { rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
          )}
        />
      ))}
    </p>
  );
}

function ReviewCard({ review }: { review: ShownReview }) {
  const author = review.city ? `${review.firstName}, ${review.city}` : review.firstName;
  return (
    <li>
      <figure className="flex h-full min-h-48 flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
        <Stars rating={review.rating} />
        {review.comment && (
          <blockquote className="mt-3 line-clamp-5 flex-1 text-sm leading-6">
            {review.comment}
          </blockquote>
        )}
        <figcaption className="mt-3 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{author}</span> ·{' '}
          {categoryField(review.category)}
        </figcaption>
      </figure>
    </li>
  );
}

/**
 * Recent reviews by people who agreed, on the review form, to show them here; first name and
 * city only. None yet is said plainly. While loading, one row of cards' height is kept.
 */
export function RecentReviews() {
  const t = useT();
  const { data, status } = useLandingFigures();
  return (
    <FigureSlot status={status} className="h-48">
      {() =>
        data && data.reviews.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        ) : (
          <p className="flex min-h-48 items-center justify-center rounded-xl border border-dashed border-border px-6 text-center text-sm text-muted-foreground">
            {t('landing.reviews.empty')}
          </p>
        )
      }
    </FigureSlot>
  );
}
