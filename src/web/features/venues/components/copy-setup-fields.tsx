/**
 * "Copy from": which of the caller's administered venues to copy, and which parts (docs/decisions/0038-copy-venue-
 * setup.md). Ticking a part ticks the parts it needs; unticking one unticks the parts that need it, so the choice
 * sent is always whole.
 */
import { Checkbox, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COPY_PART_NEEDS, COPY_PARTS, type CopyPart } from '@/domain/venues/venues.schemas';

export interface CopyChoice {
  /** The source venue as the select holds it; null: start empty. */
  venueId: string | null;
  parts: CopyPart[];
}

export const ALL_PARTS: CopyPart[] = [...COPY_PARTS];

function tick(parts: readonly CopyPart[], part: CopyPart): CopyPart[] {
  const chosen = new Set<CopyPart>([...parts, part, ...COPY_PART_NEEDS[part]]);
  return COPY_PARTS.filter((each) => chosen.has(each));
}

function untick(parts: readonly CopyPart[], part: CopyPart): CopyPart[] {
  return parts.filter((each) => each !== part && !COPY_PART_NEEDS[each].includes(part));
}

interface CopySetupFieldsProps {
  venues: { venueId: number; name: string }[];
  value: CopyChoice;
  onChange(value: CopyChoice): void;
}

export function CopySetupFields({ venues, value, onChange }: CopySetupFieldsProps) {
  const { t } = useTranslation('venues');
  return (
    <Stack gap="xs">
      <Select
        label={t('newVenue.copyFrom')}
        description={t('newVenue.copyFromHint')}
        placeholder={t('newVenue.copyNothing')}
        clearable
        allowDeselect
        data={venues.map((venue) => ({ value: String(venue.venueId), label: venue.name }))}
        value={value.venueId}
        onChange={(venueId) => onChange({ ...value, venueId })}
      />
      {value.venueId !== null && (
        <Stack gap={4} role="group" aria-label={t('newVenue.parts')}>
          <Text fw={700} size="sm">
            {t('newVenue.parts')}
          </Text>
          {COPY_PARTS.map((part) => (
            <Checkbox
              key={part}
              mih={44}
              py={6}
              label={t(`newVenue.part.${part}`)}
              description={t(`newVenue.partHint.${part}`)}
              checked={value.parts.includes(part)}
              onChange={(event) =>
                onChange({
                  ...value,
                  parts: event.currentTarget.checked ? tick(value.parts, part) : untick(value.parts, part),
                })
              }
            />
          ))}
          <Text size="sm" c="dimmed">
            {t('newVenue.neverCopied')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
