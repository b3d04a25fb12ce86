import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import type * as AuthSchemaModule from './schemas.ts';

// The sign-in and registration forms check what was typed with the domain's zod schemas, as the
// server does, but the schemas (and zod under them) load on the form's first use, not with the
// script that takes the rendered screen over (decision 230): a form's first focus starts the
// download, and its first check waits for it. The texts of the errors are the schemas' own.

type AuthSchemas = typeof AuthSchemaModule;
type SchemaName = 'loginSchema' | 'userSignupSchema' | 'professionalSignupSchema';
type Input<Name extends SchemaName> = z.input<AuthSchemas[Name]> & FieldValues;
type Output<Name extends SchemaName> = z.output<AuthSchemas[Name]>;

let loading: Promise<AuthSchemas> | undefined;

/** The schemas' chunk, fetched once; a failed download is tried again on the next call. */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('./schemas.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts the schemas' download early (a form's first focus), so a submit rarely waits for it. */
export function warmAuthSchemas(): void {
  loadAuthSchemas().catch(() => {});
}

/** react-hook-form's resolver for the schema `name`, loaded on the first check. */
export function lazySchemaResolver<Name extends SchemaName>(
  name: Name,
): Resolver<Input<Name>, unknown, Output<Name>> {
  return async (values, context, options) => {
    const schemas = await loadAuthSchemas();
    const resolver = schemas.zodResolver(
      schemas[name] as z.ZodType<FieldValues, FieldValues>,
    ) as unknown as Resolver<Input<Name>, unknown, Output<Name>>;
    return resolver(values, context, options);
  };
}

/**
 * A form checked by the auth schema `name` (as `useSchemaForm` does with a schema at hand), with
 * `errors` read here so the form shows them as they change.
 */
export function useAuthSchemaForm<Name extends SchemaName>(
  name: Name,
  defaultValues: DefaultValues<Input<Name>>,
  options: Omit<
    UseFormProps<Input<Name>, unknown, Output<Name>>,
    'resolver' | 'defaultValues'
  > = {},
) {
  const form = useForm<Input<Name>, unknown, Output<Name>>({
    ...options,
    resolver: lazySchemaResolver(name),
    defaultValues,
  });
  return { ...form, errors: form.formState.errors };
}
