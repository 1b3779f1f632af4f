import {
  CATEGORY_ID,
  CLIENT_SECOND_LEVEL_CATEGORY_IDS,
  LOGIN_TYPE,
  SERVICE_TYPE,
  makeSignUpFormDefaults,
  makeSignUpFormSchema,
  type InfoItem,
  type SignUpForm,
  type SignUpFormInput,
  type SignUpServiceType,
} from '@cnm/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form'
import type { GoogleSignUpPrefill } from '@/lib/session'
import { getCategoriesQueryOptions } from '../../api/sign-up'

export type SignUpFormApi = UseFormReturn<SignUpFormInput, unknown, SignUpForm>

const isClient = (type: unknown) => type === SERVICE_TYPE.CLIENT_NORMAL
const CLIENT_ONLY_FIELDS = ['agency', 'companyLocation', 'homePage'] as const
const CATEGORY_FIELDS = ['categoryOneDepth', 'categoryTwoDepth'] as const
const quiet = { shouldDirty: true, shouldValidate: false } as const

function initialValues(serviceType: SignUpServiceType, google: GoogleSignUpPrefill | null) {
  if (!google) return makeSignUpFormDefaults(serviceType, LOGIN_TYPE.EMAIL)
  // Google already proved the address: it arrives certified, with no code or password.
  return {
    ...makeSignUpFormDefaults(serviceType, LOGIN_TYPE.SOCIAL, {
      email: google.email,
      signupTicket: google.signupTicket,
    }),
    emailCertified: true,
    firstName: google.firstName ?? '',
    lastName: google.lastName ?? '',
  }
}

const flatten = (items: readonly InfoItem[]): InfoItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])])

/** First and second-level choices for the current service type and first-level pick. */
export function useCategoryChoices(form: SignUpFormApi) {
  const categories = useQuery(getCategoriesQueryOptions())
  const [serviceType, first] = useWatch({
    control: form.control,
    name: ['serviceType', 'categoryOneDepth'],
  })
  return useMemo(() => {
    const all = categories.data ?? []
    const client = isClient(serviceType)
    // Spec §4: a client's category is fixed to professional, its second level from 37/38.
    const firstLevel = client ? all.filter((c) => c.id === CATEGORY_ID.PROFESSIONAL) : all
    const secondLevel = client
      ? flatten(all).filter((c) =>
          (CLIENT_SECOND_LEVEL_CATEGORY_IDS as readonly number[]).includes(c.id),
        )
      : (all.find((c) => c.id === first?.id)?.children ?? [])
    return { firstLevel, secondLevel, loading: categories.isPending, client }
  }, [categories.data, categories.isPending, serviceType, first?.id])
}

/**
 * The sign-up form of spec §3/§5. The schema is chosen per validation, because whether
 * the second level is required depends on the options of the chosen first level.
 */
export function useSignUpForm(serviceType: SignUpServiceType, google: GoogleSignUpPrefill | null) {
  const secondLevelRequired = useRef(false)
  const resolver = useMemo<Resolver<SignUpFormInput, unknown, SignUpForm>>(() => {
    const withSecond = zodResolver(makeSignUpFormSchema({ secondLevelRequired: true }))
    const withoutSecond = zodResolver(makeSignUpFormSchema({ secondLevelRequired: false }))
    return (values, context, options) =>
      (secondLevelRequired.current ? withSecond : withoutSecond)(values, context, options)
  }, [])

  const form = useForm<SignUpFormInput, unknown, SignUpForm>({
    defaultValues: initialValues(serviceType, google),
    resolver,
    mode: 'onChange',
    criteriaMode: 'firstError',
  })
  const choices = useCategoryChoices(form)

  useEffect(() => {
    secondLevelRequired.current = choices.secondLevel.length > 0
  }, [choices.secondLevel.length])

  // A client's first level is not a choice; fill it in once the category names are known.
  const professional = choices.client ? choices.firstLevel[0] : undefined
  useEffect(() => {
    if (professional) {
      form.setValue('categoryOneDepth', { id: professional.id, value: professional.value }, quiet)
    }
  }, [form, professional])

  /** Spec §4: switching resets the categories and, for a model, the client-only fields. */
  const switchServiceType = (next: SignUpServiceType) => {
    form.setValue('serviceType', next, quiet)
    form.setValue('categoryOneDepth', null, quiet)
    form.setValue('categoryTwoDepth', [], quiet)
    if (!isClient(next)) for (const field of CLIENT_ONLY_FIELDS) form.setValue(field, '', quiet)
    form.clearErrors([...CATEGORY_FIELDS, ...CLIENT_ONLY_FIELDS])
  }

  return { form, choices, switchServiceType }
}
