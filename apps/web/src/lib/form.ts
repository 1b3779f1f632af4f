import { zodResolver } from '@hookform/resolvers/zod'
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { isApiError } from './api-error'

/**
 * react-hook-form driven by a contracts schema. Spec §5: validation runs on every change
 * and shows the first error per field.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'mode' | 'criteriaMode'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
    mode: 'onChange',
    criteriaMode: 'firstError',
  })
}

/**
 * Puts the API's per-field messages (`fields` of a 400) on the matching inputs. Returns
 * whether any field matched, so the caller can fall back to a general alert.
 */
export function showServerFieldErrors<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, FieldValues>, 'setError' | 'getValues'>,
  error: unknown,
): boolean {
  if (!isApiError(error) || !error.fields) return false
  const known = Object.keys(form.getValues())
  let matched = false
  for (const [name, message] of Object.entries(error.fields)) {
    const field = name.split('.')[0] ?? name
    if (!known.includes(field)) continue
    form.setError(field as Path<Input>, { type: 'server', message })
    matched = true
  }
  return matched
}
