/**
 * Indian cities renamed officially, by state code: the seed's source data (country-state-city) still spells
 * some the old way, and people still type the old names. The seed stores the current name
 * (server/db/seed/geo.ts); the cities list finds a city by its former name too.
 */
export interface RenamedCity {
  /** State code, as the states table keeps it (MH). */
  state: string;
  former: string;
  current: string;
}

const renamed = (state: string, former: string, current: string): RenamedCity => ({ state, former, current });

export const RENAMED_CITIES: readonly RenamedCity[] = [
  renamed('HR', 'Gurgaon', 'Gurugram'),
  renamed('KL', 'Cochin', 'Kochi'),
  renamed('UP', 'Allahabad', 'Prayagraj'),
  renamed('UP', 'Mughal Sarai', 'Pandit Deen Dayal Upadhyaya Nagar'),
  renamed('KA', 'Shimoga', 'Shivamogga'),
  renamed('KA', 'Hospet', 'Hosapete'),
  // Not a rename: the source misspells Kalaburagi.
  renamed('KA', 'Kalaburgi', 'Kalaburagi'),
  renamed('KA', 'Bangalore Urban', 'Bengaluru Urban'),
  renamed('KA', 'Bangalore Rural', 'Bengaluru Rural'),
  renamed('KL', 'Palghat', 'Palakkad'),
  renamed('KL', 'Tellicherry', 'Thalassery'),
  renamed('PB', 'Bhatinda', 'Bathinda'),
  renamed('AP', 'Cuddapah', 'Kadapa'),
  renamed('AP', 'Rajahmundry', 'Rajamahendravaram'),
  renamed('TN', 'Chingleput', 'Chengalpattu'),
  renamed('OR', 'Bhubaneshwar', 'Bhubaneswar'),
  renamed('RJ', 'Chittaurgarh', 'Chittorgarh'),
  renamed('MH', 'Aurangabad', 'Chhatrapati Sambhajinagar'),
  renamed('MH', 'Osmanabad', 'Dharashiv'),
  renamed('MH', 'Ahmednagar', 'Ahilyanagar'),
  renamed('MP', 'Hoshangabad', 'Narmadapuram'),
  renamed('AN', 'Port Blair', 'Sri Vijaya Puram'),
];

/** The current names of the cities whose former name holds the search text, case aside. */
export function currentNamesOfFormer(search: string): string[] {
  const text = search.trim().toLowerCase();
  if (text.length < 3) return [];
  return [
    ...new Set(RENAMED_CITIES.filter((c) => c.former.toLowerCase().includes(text)).map((c) => c.current)),
  ];
}
