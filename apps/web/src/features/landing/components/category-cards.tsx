import {
  BriefcaseBusiness,
  Calculator,
  DraftingCompass,
  Scale,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';
import { CATEGORIES, CATEGORY_FIELDS, type Category } from '@salahkar/domain/enums';
import { FieldCount } from './platform-figures.tsx';

const CATEGORY_CARDS: Record<Category, { icon: LucideIcon; description: string }> = {
  CA: {
    icon: Calculator,
    description: 'Tax, accounting and investment advice from chartered accountants.',
  },
  Lawyer: {
    icon: Scale,
    description: 'Criminal, civil and corporate law questions answered by advocates.',
  },
  Doctor: {
    icon: Stethoscope,
    description: 'General consultations, second opinions and medical report analysis.',
  },
  Engineer: {
    icon: DraftingCompass,
    description: 'Technical reviews, project consultation and design analysis.',
  },
  Career_Consultant: {
    icon: BriefcaseBusiness,
    description: 'Resume reviews, interview preparation and guidance on your next career move.',
  },
};

/**
 * The five fields. The whole card leads to registration with the field kept (`?field=CA`), so the
 * post form opens with it selected after sign-up or sign-in; Book Now's link is stretched over it.
 */
export function CategoryCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {CATEGORIES.map((category) => {
        const { icon: Icon, description } = CATEGORY_CARDS[category];
        const field = CATEGORY_FIELDS[category];
        return (
          <li
            key={category}
            className="group relative flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
          >
            <div className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </div>
            <h3 className="mt-4 text-lg font-semibold">{field}</h3>
            <FieldCount category={category} />
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{description}</p>
            <a
              href={`/register?field=${category}`}
              aria-label={`Book Now: ${field}`}
              className="mt-4 inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground group-hover:bg-primary-hover after:absolute after:inset-0 after:rounded-xl"
            >
              Book Now
            </a>
          </li>
        );
      })}
    </ul>
  );
}
