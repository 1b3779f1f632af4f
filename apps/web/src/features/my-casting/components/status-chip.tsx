import type { ApplicationStatus, CastingStatus, ProposalStatus } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'

type Chip =
  | { kind: 'application'; status: ApplicationStatus }
  | { kind: 'proposal'; status: ProposalStatus }
  | { kind: 'casting'; status: CastingStatus }

/** A status as a word in a coloured pill; the colour only repeats what the word says. */
export function StatusChip(chip: Chip) {
  const { t } = useTranslation('myCasting')
  const label =
    chip.kind === 'application'
      ? t(`applicationStatus.${chip.status}`)
      : chip.kind === 'proposal'
        ? t(`proposalStatus.${chip.status}`)
        : t(`castingStatus.${chip.status}`)
  return <span className={`mc-chip mc-chip--${chip.status}`}>{label}</span>
}
