import { z } from 'zod';
import { CATEGORIES } from '../enums.ts';

/**
 * What a professional tells the admin who reviews them. Registration and a user's later
 * application ask the same fields with different floors (docs/product/rulings.md, R-29).
 */
export function professionalFieldsSchema(floors: {
  experienceYears: number;
  bioCharacters: number;
}) {
  const { experienceYears, bioCharacters } = floors;
  const experienceMessage =
    experienceYears === 0
      ? 'Experience must be 0 or more years'
      : `Experience must be at least ${experienceYears} year${experienceYears === 1 ? '' : 's'}`;
  return z.object({
    specialization: z.enum(CATEGORIES, 'Please select a specialization'),
    experience: z.coerce
      .number(experienceMessage)
      .int('Experience must be a whole number of years')
      .min(experienceYears, experienceMessage)
      .max(50, 'Experience cannot exceed 50 years'),
    bio: z
      .string()
      .trim()
      .min(bioCharacters, `Bio must be at least ${bioCharacters} characters`)
      .max(500, 'Bio cannot exceed 500 characters'),
    licenseNumber: z
      .string()
      .trim()
      .min(3, 'Professional registration or licence number is required')
      .max(64, 'Licence number cannot exceed 64 characters'),
  });
}
