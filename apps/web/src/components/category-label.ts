import type { Category } from '@salahkar/domain/enums';
import { msg, t } from '@/i18n';

/** Each category's name as a person reads it ('Career Consultant'), in the language on screen. */
const CATEGORY_LABEL_IDS: Record<Category, string> = {
  CA: msg('common.category.CA'),
  Lawyer: msg('common.category.Lawyer'),
  Doctor: msg('common.category.Doctor'),
  Engineer: msg('common.category.Engineer'),
  Career_Consultant: msg('common.category.Career_Consultant'),
};

/** The field each category serves ('CA & Finance'), as the landing page and dashboards title it. */
const CATEGORY_FIELD_IDS: Record<Category, string> = {
  CA: msg('common.categoryField.CA'),
  Lawyer: msg('common.categoryField.Lawyer'),
  Doctor: msg('common.categoryField.Doctor'),
  Engineer: msg('common.categoryField.Engineer'),
  Career_Consultant: msg('common.categoryField.Career_Consultant'),
};

/** `CATEGORY_LABELS[category]` of the domain, in the language on screen. */
export function categoryLabel(category: Category): string {
  return t(CATEGORY_LABEL_IDS[category]);
}

/** `CATEGORY_FIELDS[category]` of the domain, in the language on screen. */
export function categoryField(category: Category): string {
  return t(CATEGORY_FIELD_IDS[category]);
}
