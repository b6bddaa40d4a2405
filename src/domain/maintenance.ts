/** Parts of a school supply that maintenance work is recorded against. */
export const MAINTENANCE_COMPONENTS = [
  'Roof and gutters',
  'First-flush diverter',
  'Bore head',
  'Spring or stream intake',
  'Storage tank',
  'Sediment filter',
  'Cartridge filter',
  'UV unit',
  'Chlorination',
  'Pumps',
  'Pipes and taps',
  'Backflow preventer',
  'Other',
] as const;
