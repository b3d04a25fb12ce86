import {
  BriefcaseBusiness,
  Calculator,
  DraftingCompass,
  Scale,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';
import { CATEGORIES, type Category } from '@salahkar/domain/enums';
import { categoryField, msg, useT } from '@/i18n';
import { FieldCount } from './platform-figures.tsx';

const CATEGORY_CARDS: Record<Category, { icon: LucideIcon; description: string }> = {
  CA: {
    icon: Calculator,
    description: msg('landing.categories.CA'),
  },
  Lawyer: {
    icon: Scale,
    description: msg('landing.categories.Lawyer'),
  },
  Doctor: {
    icon: Stethoscope,
    description: msg('landing.categories.Doctor'),
  },
  Engineer: {
    icon: DraftingCompass,
    description: msg('landing.categories.Engineer'),
  },
  Career_Consultant: {
    icon: BriefcaseBusiness,
    description: msg('landing.categories.Career_Consultant'),
  },
};

/**
 * The five fields. The whole card leads to registration with the field kept (`?field=CA`), so the
 * post form opens with it selected after sign-up or sign-in; Book Now's link is stretched over it.
 */
export function CategoryCards() {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {CATEGORIES.map((category) => {
        const { icon: Icon, description } = CATEGORY_CARDS[category];
        const field = categoryField(category);
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
            <p className="mt-1 flex-1 text-sm text-muted-foreground">{t(description)}</p>
            <a
              href={`/register?field=${category}`}
              aria-label={t('landing.categories.bookLabel', { field })}
              className="mt-4 inline-flex h-10 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground group-hover:bg-primary-hover after:absolute after:inset-0 after:rounded-xl"
            >
              {t('landing.categories.book')}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
