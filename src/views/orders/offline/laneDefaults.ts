import type { FormOptions, PartyOption, PlaceOption } from '../../../domain/schemas/formOptions';
import type { Direction } from '../../../domain/statuses';
import type { OfflineOrderValues } from './offlineOrderValues';

export interface Lane {
  originCityId: number | null;
  destinationCityId: number | null;
}

/** A party's usual place is its first saved address; a party with none has no default city. */
const cityOfParty = (party: PartyOption | undefined) => party?.addresses[0]?.cityId ?? null;
const cityOfPlant = (plant: PlaceOption | undefined) => plant?.cityId ?? null;

/** Outbound goods leave the plant for the client; inbound goods come from the vendor to the plant. */
export function defaultLane(
  direction: Direction,
  plant: PlaceOption | undefined,
  party: PartyOption | undefined,
): Lane {
  return direction === 'outbound'
    ? { originCityId: cityOfPlant(plant), destinationCityId: cityOfParty(party) }
    : { originCityId: cityOfParty(party), destinationCityId: cityOfPlant(plant) };
}

type Choices = Pick<FormOptions, 'plants' | 'clients' | 'vendors'>;

const laneOf = (direction: Direction, choices: Choices, values: OfflineOrderValues): Lane => {
  const parties = direction === 'outbound' ? choices.clients : choices.vendors;
  const partyId = direction === 'outbound' ? values.clientId : values.vendorId;
  return defaultLane(
    direction,
    choices.plants.find((p) => p.id === values.plantId),
    parties.find((p) => p.id === partyId),
  );
};

/**
 * The lane after the plant or the party changed from `before` to `after`. A city the user chose stays; one
 * still empty, or still showing the default of the previous choice, follows the new default. So a prefill
 * never overwrites the user's own choice, and a saved order's lane moves with its plant only where it was
 * the plant's own city.
 */
export function laneAfterChoice(
  direction: Direction,
  choices: Choices,
  before: OfflineOrderValues,
  after: OfflineOrderValues,
): Lane {
  const previous = laneOf(direction, choices, before);
  const next = laneOf(direction, choices, after);
  const follow = (key: keyof Lane) =>
    after[key] === null || after[key] === previous[key] ? next[key] : after[key];
  return { originCityId: follow('originCityId'), destinationCityId: follow('destinationCityId') };
}
