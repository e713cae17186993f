import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';

/** IANA's regions in Spanish; a zone outside them (UTC) goes under "Otras". */
const REGIONS: Record<string, string> = {
  Africa: 'África',
  America: 'América',
  Antarctica: 'Antártida',
  Arctic: 'Ártico',
  Asia: 'Asia',
  Atlantic: 'Atlántico',
  Australia: 'Australia',
  Europe: 'Europa',
  Indian: 'Índico',
  Pacific: 'Pacífico',
};

interface ZoneGroup {
  region: string;
  zones: { name: string; label: string }[];
}

/** The runtime's zones (and the saved one, should the runtime not list it) by region. */
function zoneGroups(saved: string, other: string): ZoneGroup[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add(saved);
  const groups = new Map<string, ZoneGroup>();
  for (const name of [...names].sort()) {
    const slash = name.indexOf('/');
    const region = (slash > 0 && REGIONS[name.slice(0, slash)]) || other;
    const place = REGIONS[name.slice(0, slash)] ? name.slice(slash + 1) : name;
    let offset = '';
    try {
      offset = new Intl.DateTimeFormat('en-US', { timeZone: name, timeZoneName: 'shortOffset' })
        .formatToParts(0)
        .find((p) => p.type === 'timeZoneName')!.value;
    } catch {
      // A name this runtime does not know: listed without its offset; the server will judge it.
    }
    const label = `${place.replaceAll('_', ' ').replaceAll('/', ' / ')}${offset ? ` (${offset})` : ''}`;
    const group = groups.get(region) ?? { region, zones: [] };
    group.zones.push({ name, label });
    groups.set(region, group);
  }
  return [...groups.values()];
}

/**
 * A native select of every IANA zone, grouped by region: typing a city's first letters finds it
 * (the labels start with the city), and phones show their own picker.
 */
export function TimeZoneSelect({
  label,
  value,
  saved,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'children' | 'value'> & {
  value: string;
  /** The saved zone, kept as an option even where the runtime does not list it. */
  saved: string;
}) {
  const { t } = useTranslation();
  const other = t('notifications.preferences.otherZones');
  const groups = useMemo(() => zoneGroups(saved, other), [saved, other]);
  return (
    <SelectField label={label} value={value} {...props}>
      {groups.map((group) => (
        <optgroup key={group.region} label={group.region}>
          {group.zones.map((zone) => (
            <option key={zone.name} value={zone.name}>
              {zone.label}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
