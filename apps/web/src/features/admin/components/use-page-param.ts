// The console's tables keep their page in the URL the one way every list does (issue #27).
export { useFilterParam, usePageParam } from '@/hooks/use-page-param'
