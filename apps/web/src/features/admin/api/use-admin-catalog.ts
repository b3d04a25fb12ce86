import { useQuery } from '@tanstack/react-query';
import type {
  AdminProfession,
  AdminSpecialization,
  AdminUrgencyPricing,
  CreateProfessionInput,
  CreateSpecializationInput,
  UpdateSpecializationInput,
  UpdateUrgencyPricingInput,
} from '@salahkar/domain/schemas/admin-catalog';
import { msg } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { PROFESSIONS_URL, SPECIALIZATIONS_URL, URGENCY_PRICING_URL } from './admin-urls.ts';
import { useAdminAction } from './use-admin-action.ts';

// The public catalog the post-consultation dialog reads (its query keys start with these paths):
// an admin's change reaches it at once on the server, so this tab's cached copy is dropped too.
const PUBLIC_PROFESSIONS = '/api/professions';
const PUBLIC_SPECIALIZATIONS = '/api/specializations';
const PUBLIC_URGENCY_PRICING = '/api/urgency-pricing';

/** A specialization change also moves each profession's list of names. */
const AFTER_SPECIALIZATION_CHANGE = [
  SPECIALIZATIONS_URL,
  PROFESSIONS_URL,
  PUBLIC_SPECIALIZATIONS,
  PUBLIC_PROFESSIONS,
];

/** GET /api/admin/professions: every profession, active or not, with its figures. */
export function useAdminProfessions() {
  return useQuery<AdminProfession[]>({ queryKey: [PROFESSIONS_URL] });
}

/** GET /api/admin/specializations: every specialization, deleted (inactive) ones included. */
export function useAdminSpecializations() {
  return useQuery<AdminSpecialization[]>({ queryKey: [SPECIALIZATIONS_URL] });
}

/** GET /api/admin/urgency-pricing: the three urgency tiers. */
export function useAdminUrgencyPricing() {
  return useQuery<AdminUrgencyPricing[]>({ queryKey: [URGENCY_PRICING_URL] });
}

/** POST /api/admin/professions (or switches an inactive one back on). */
export function useAddProfession() {
  return useAdminAction(
    (input: CreateProfessionInput) => apiRequest<AdminProfession>('POST', PROFESSIONS_URL, input),
    {
      success: { title: msg('admin.toast.professionAdded') },
      failure: msg('admin.toast.professionAddFailed'),
    },
    [PROFESSIONS_URL, PUBLIC_PROFESSIONS],
  );
}

/** POST /api/admin/specializations: a name, its profession and its price range in rupees. */
export function useAddSpecialization() {
  return useAdminAction(
    (input: CreateSpecializationInput) =>
      apiRequest<AdminSpecialization>('POST', SPECIALIZATIONS_URL, input),
    {
      success: { title: msg('admin.toast.specializationAdded') },
      failure: msg('admin.toast.specializationAddFailed'),
    },
    AFTER_SPECIALIZATION_CHANGE,
  );
}

/** PUT /api/admin/specializations/{id}: its Hindi name and its price range in rupees. */
export function useUpdateSpecialization() {
  return useAdminAction(
    ({ id, input }: { id: string; input: UpdateSpecializationInput }) =>
      apiRequest<AdminSpecialization>('PUT', `${SPECIALIZATIONS_URL}/${id}`, input),
    {
      success: { title: msg('admin.toast.specializationUpdated') },
      failure: msg('admin.toast.specializationUpdateFailed'),
    },
    AFTER_SPECIALIZATION_CHANGE,
  );
}

/** DELETE /api/admin/specializations/{id}: new requests can no longer choose it. */
export function useDeleteSpecialization() {
  return useAdminAction(
    (id: string) => apiRequest<null>('DELETE', `${SPECIALIZATIONS_URL}/${id}`),
    {
      success: { title: msg('admin.toast.specializationDeleted') },
      failure: msg('admin.toast.specializationDeleteFailed'),
    },
    AFTER_SPECIALIZATION_CHANGE,
  );
}

/** PUT /api/admin/urgency-pricing/{id}: the tier's texts and whole-rupee range. */
export function useUpdateUrgencyPricing() {
  return useAdminAction(
    ({ id, input }: { id: string; input: UpdateUrgencyPricingInput }) =>
      apiRequest<AdminUrgencyPricing>('PUT', `${URGENCY_PRICING_URL}/${id}`, input),
    {
      success: { title: msg('admin.toast.urgencyPricingUpdated') },
      failure: msg('admin.toast.urgencyPricingUpdateFailed'),
    },
    [URGENCY_PRICING_URL, PUBLIC_URGENCY_PRICING],
  );
}
