import { useQuery } from '@tanstack/react-query';
import type { Category } from '@salahkar/domain/enums';
import type { Specialization } from '@salahkar/domain/schemas/catalog';
import { currentLanguage, specializationText } from '@/i18n';
import { catalogKeys } from '@/lib/query-keys/consultations.ts';

/**
 * A posted request's specialization in the language on screen (issue 29 §6, decision 217). A
 * request keeps the English name it was posted with; its Hindi is the catalog's (the nameHi an
 * admin typed, else a seeded name's label), looked up here in the cached catalog, the one home
 * for it. Without either, the English is shown marked `lang="en"`. English screens ask nothing.
 */
export function SpecializationName({ category, name }: { category: Category; name: string }) {
  const hindi = currentLanguage() !== 'en';
  const catalog = useQuery<Specialization[]>({
    queryKey: catalogKeys.allSpecializations,
    enabled: hindi,
    // Names change only when an admin edits the catalog; one read serves every list on screen.
    staleTime: 5 * 60_000,
  });
  const entry = catalog.data?.find(
    (specialization) => specialization.professionName === category && specialization.name === name,
  );
  const text = specializationText({ name, nameHi: entry?.nameHi });
  return <span lang={text.lang}>{text.text}</span>;
}
